import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { openDatabase } from '../server/db/database';
import { MIGRATIONS, TEMPLATE_CACHE, templateFolder } from '../server/db/pglite-template.mjs';

/*
 * The tests' fresh embedded databases start as a copy of one migrated database: every migration run
 * again costs seconds a test file (28 s on a loaded 2-core machine, against 6 s to load the copy).
 * The unit project's global set-up (tests/pglite-dump-setup.ts) dumps it once, beside the server's
 * own templates and named by the same hash of the migrations and PGlite, so a changed migration makes
 * a new one; tests/server/harness.ts opens each test's database from it.
 */

/** Where the dump of a migrated database is kept, for these migrations and this PGlite. */
export const pgliteDumpPath = () => `${templateFolder(TEMPLATE_CACHE, MIGRATIONS)}.tar`;

/** Makes the dump unless there is one; written beside, then renamed, so no reader sees half of it. */
export async function makePgliteDump(): Promise<void> {
  const path = pgliteDumpPath();
  if (existsSync(path)) return;
  const database = await openDatabase({});
  try {
    if (database.notifications.kind !== 'pglite') throw new Error('an embedded database was expected');
    const dump = await database.notifications.client.dumpDataDir('none');
    await mkdir(dirname(path), { recursive: true });
    const partial = `${path}.${process.pid}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, path);
  } finally {
    await database.close();
  }
}

/** The dump, when the global set-up made one (a file run alone without it migrates afresh). */
export function readPgliteDump(): Blob | undefined {
  const path = pgliteDumpPath();
  return existsSync(path) ? new Blob([readFileSync(path)]) : undefined;
}
