// The embedded database's folder as one file and back (scripts/backup.sh, scripts/restore.sh;
// docs/operations.md#backups). Plain JavaScript: it runs with node alone, in the container image too.
//
//   node scripts/pglite-data-dir.mjs dump <folder> <file.tar.gz>   the folder of a STOPPED server
//   node scripts/pglite-data-dir.mjs load <file.tar.gz> <folder>   into a new folder, then checks it opens
//
// A running server's folder is never opened here (two PostgreSQL processes on one folder corrupt it):
// backup.sh asks the running server for its own dump (SIGUSR2, server/db/live-backup.ts) and calls
// `dump` only when no server has the folder (DATA_DIR/server.pid).
import { PGlite } from '@electric-sql/pglite';
import { Blob } from 'node:buffer';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import process from 'node:process';
import { openPglite } from '../server/db/pglite-open.mjs';

const [command, from, to] = process.argv.slice(2);

/** Stops with a message on stderr and exit code 2 (a wrong call, as opposed to a failure). */
function usage(message) {
  process.stderr.write(
    `${message}\nusage: pglite-data-dir.mjs dump <folder> <file.tar.gz> | load <file.tar.gz> <folder>\n`,
  );
  process.exit(2);
}

/** The migrations the database has run (drizzle's table), to say what was restored. */
async function migrationsRun(client) {
  const table = await client.query(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!table.rows[0].present) return 0;
  const { rows } = await client.query('select count(*)::int as count from drizzle.__drizzle_migrations');
  return rows[0].count;
}

if (command === 'dump') {
  if (!from || !to) usage('dump needs the folder and the file to write');
  if (!existsSync(join(from, 'PG_VERSION'))) usage(`${from} holds no database`);
  const client = openPglite(from);
  try {
    await client.exec('CHECKPOINT');
    const dump = await client.dumpDataDir('gzip');
    await writeFile(`${to}.partial`, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
    await rename(`${to}.partial`, to);
  } finally {
    await client.close();
  }
  process.stdout.write(`${to}\n`);
} else if (command === 'load') {
  if (!from || !to) usage('load needs the backup and the new folder');
  if (existsSync(to) && readdirSync(to).length > 0) usage(`${to} is not empty: a backup is loaded into a new folder`);
  const backup = new Blob([readFileSync(from)], { type: 'application/x-gzip' });
  const client = new PGlite(to, { loadDataDir: backup });
  try {
    // Opening runs PostgreSQL's recovery on the copy; a query proves the database answers.
    const migrations = await migrationsRun(client);
    process.stdout.write(`${to}: database restored, ${migrations} migrations run\n`);
  } finally {
    await client.close();
  }
} else {
  usage(`unknown command: ${command ?? '(none)'}`);
}
