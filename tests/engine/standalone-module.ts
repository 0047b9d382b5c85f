import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Imports an ES module of precompiled validators (engine/validation/standalone-validators.ts) as a
 * build would ship it: written under node_modules/.cache, so that its imports (ajv's run-time
 * helpers) resolve as in the app and the server. `remove` deletes the file's folder.
 */
export async function importStandaloneModule<Module>(
  source: string,
  name: string,
): Promise<{ module: Module; remove: () => void }> {
  const cache = join(process.cwd(), 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const folder = mkdtempSync(join(cache, `${name}-`));
  const file = join(folder, `${name}.mjs`);
  writeFileSync(file, source);
  const module = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as Module;
  return { module, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
