import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/*
 * A fresh embedded database costs PostgreSQL's initdb (seconds, with a second PostgreSQL in memory)
 * and every migration. Both make the same files for the same migrations and PGlite, so the first
 * fresh data folder, right after its migrations, is kept as a template, and later fresh folders start
 * as a copy of it.
 */

/** The installed PGlite's version: a template made by another one is not used. */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = join(dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The template's folder in `cacheDir` for these migrations and this PGlite. */
export function templateFolder(cacheDir: string, migrationsFolder: string): string {
  const hash = createHash('sha256').update(pgliteVersion());
  const files = readdirSync(migrationsFolder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
  for (const file of files) hash.update(file.slice(migrationsFolder.length)).update(readFileSync(file));
  return join(cacheDir, `pglite-${hash.digest('hex').slice(0, 16)}`);
}

/** Whether `dataDir` holds no database yet. */
export const isFreshDataDir = (dataDir: string) => !existsSync(join(dataDir, 'PG_VERSION'));

/** Fills the fresh `dataDir` from the template, when there is one; answers whether it did. */
export function copyTemplate(template: string, dataDir: string): boolean {
  if (!existsSync(template)) return false;
  cpSync(template, dataDir, { recursive: true });
  return true;
}

/**
 * Keeps a copy of `dataDir` (a closed database) as the template. Another process may make it at the
 * same time, or the cache be read-only: the start goes on without it.
 */
export function keepAsTemplate(dataDir: string, template: string): void {
  const partial = `${template}.${process.pid}`;
  try {
    cpSync(dataDir, partial, { recursive: true });
    renameSync(partial, template);
  } catch {
    rmSync(partial, { recursive: true, force: true });
  }
}
