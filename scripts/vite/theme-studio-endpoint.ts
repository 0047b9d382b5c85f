import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import type { ThemeStudioRefusal } from '../../engine/manifest/theme-studio-api';
import { SLUG_PATTERN } from '../../schemas/limits';

type ThemeStudioEndpointOptions = {
  /** The folder of the theme folders (the project's manifests/). */
  manifestsDir: string;
  /** In production the endpoint does not exist: every request answers 404. */
  production: boolean;
};

type Answer = { status: number; body: string; type?: string };

const json = (status: number, body: ThemeStudioRefusal | { saved: string }): Answer => ({
  status,
  body: JSON.stringify(body),
  type: 'application/json; charset=utf-8',
});

const THEME_ID = new RegExp(SLUG_PATTERN);

/** The manifest file of theme `id`, or undefined for an id that is no theme folder's name inside `dir`. */
export function manifestPathOf(manifestsDir: string, id: string): string | undefined {
  if (!THEME_ID.test(id)) return undefined;
  const root = resolve(manifestsDir);
  const path = resolve(root, id, 'manifest.json');
  return path.startsWith(root + sep) ? path : undefined;
}

/**
 * The theme studio's endpoint (engine/manifest/theme-studio-api.ts) for one request: `url` is the
 * part after the endpoint's path (`/<theme>?overwrite=1`). A write is taken only for a theme id that
 * is a slug, inside manifests/, of a manifest that passes the schema with that id, over an existing
 * file only when asked; the text is written as Prettier lays it out.
 */
async function answerThemeStudio(
  { manifestsDir, production }: ThemeStudioEndpointOptions,
  method: string,
  url: string,
  readBody: () => Promise<string>,
): Promise<Answer> {
  if (production) return json(404, { message: 'Not found' });
  const { pathname, searchParams } = new URL(url, 'http://studio');
  let id: string;
  try {
    id = decodeURIComponent(pathname.replace(/^\//, ''));
  } catch {
    return json(400, { message: 'The theme id is not a slug' });
  }
  const path = manifestPathOf(manifestsDir, id);
  if (!path) return json(400, { message: 'The theme id is not a slug (lower-case letters, digits and dashes)' });
  if (method === 'GET') {
    if (!existsSync(path)) return json(404, { message: `No theme ${id}` });
    return { status: 200, body: readFileSync(path, 'utf8'), type: 'application/json; charset=utf-8' };
  }
  if (method !== 'PUT') return json(405, { message: 'GET or PUT' });
  // Loaded with the first save: vite.config.ts loads this file on every build and development start,
  // and the schema's validator and Prettier serve only the studio's writes.
  const [{ parseManifestText }, { format }] = await Promise.all([
    import('../../engine/manifest/parse-manifest'),
    import('prettier'),
  ]);
  const text = await readBody();
  const file = `manifests/${id}/manifest.json`;
  const parsed = parseManifestText(text, file, id);
  if (!parsed.ok) return json(422, { message: 'The manifest does not pass the schema', issues: parsed.issues });
  if (existsSync(path) && searchParams.get('overwrite') !== '1') {
    return json(409, { message: `${file} exists: confirm to overwrite it` });
  }
  mkdirSync(join(manifestsDir, id), { recursive: true });
  writeFileSync(path, await format(text, { filepath: path }));
  return json(200, { saved: file });
}

function readBodyOf(request: IncomingMessage, limit = 1_000_000): Promise<string> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(new Error('too large'));
      else chunks.push(chunk);
    });
    request.on('end', () => done(Buffer.concat(chunks).toString('utf8')));
    request.on('error', fail);
  });
}

/** The endpoint as a Connect handler, mounted at its path (Vite's development server strips it from `url`). */
export function themeStudioEndpoint(options: ThemeStudioEndpointOptions) {
  return (request: IncomingMessage, response: ServerResponse) => {
    answerThemeStudio(options, request.method ?? 'GET', request.url ?? '/', () => readBodyOf(request))
      .catch((error: Error) => json(400, { message: error.message }))
      .then(({ status, body, type }) => {
        response.statusCode = status;
        if (type) response.setHeader('content-type', type);
        response.setHeader('cache-control', 'no-store');
        response.end(body);
      });
  };
}
