import { THEME_STUDIO_API, type ThemeStudioRefusal } from '../../engine/manifest/theme-studio-api';

/** A catalogue theme's manifest as its file has it (the development server's endpoint). */
export async function readManifestText(themeId: string): Promise<string> {
  const response = await fetch(`${THEME_STUDIO_API}/${encodeURIComponent(themeId)}`);
  if (!response.ok) throw new Error(((await response.json()) as ThemeStudioRefusal).message);
  return response.text();
}

export type SaveAnswer = { saved: string } | { exists: string } | { refused: ThemeStudioRefusal };

/** Writes manifests/<id>/manifest.json; over an existing file only with `overwrite`. */
export async function saveManifestText(themeId: string, text: string, overwrite: boolean): Promise<SaveAnswer> {
  const query = overwrite ? '?overwrite=1' : '';
  const response = await fetch(`${THEME_STUDIO_API}/${encodeURIComponent(themeId)}${query}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
  const body = (await response.json()) as ThemeStudioRefusal & { saved?: string };
  if (response.ok && body.saved) return { saved: body.saved };
  if (response.status === 409) return { exists: body.message };
  return { refused: body };
}
