/** Files from the API (docs/product.md#guest-list): the owner's archive; kept out of the guest's client. */
import { call, failureOf, readAnswer } from './client';

/**
 * A file the API sends (an archive, a CSV), with the same token, renewal and errors as `api`: its
 * bytes and the name its Content-Disposition gives (null when it gives none).
 */
export async function apiFile(path: string, init: RequestInit = {}): Promise<{ blob: Blob; filename: string | null }> {
  const response = await call(path, init);
  if (!response.ok) throw failureOf(response, await readAnswer(response));
  return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
}

/** The file name of a Content-Disposition: `filename*=UTF-8''…` first, else `filename="…"` or bare. */
function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*[\w-]*'[^']*'([^;\s]+)/i.exec(disposition);
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!);
    } catch {
      // A malformed encoding: the plain name, when there is one, still names the file.
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(disposition);
  if (!plain) return null;
  return plain[1] !== undefined ? plain[1].replace(/\\(.)/g, '$1') : (plain[2] ?? null);
}
