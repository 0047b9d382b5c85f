import type { PGlite } from '@electric-sql/pglite';
import type { FastifyBaseLogger } from 'fastify';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from './database';

/**
 * Backups of the embedded database while the server runs (docs/operations.md#backups). PGlite is
 * PostgreSQL inside this process: no other process may open its data folder while the server has it
 * open, so only the server can take a backup without stopping. SIGUSR2 asks it for one: it writes
 * DATA_DIR/backups/db-<time>.tar.gz with PGlite's dumpDataDir(), between two queries (PGlite runs one
 * at a time), a copy of the folder as a crash would leave it, which PostgreSQL's recovery opens
 * whole. scripts/backup.sh sends the signal; scripts/restore.sh loads a backup into a new folder.
 * A signal, not an HTTP endpoint: only who may signal the process (its user, root) can ask, and no
 * secret or route is exposed to the network.
 */
export const BACKUP_SIGNAL = 'SIGUSR2';

/** In DATA_DIR: which process has the embedded database open (its pid, then its host), for backup.sh. */
export const PID_FILE = 'server.pid';

/** In DATA_DIR: where the server writes the backups it is asked for. */
export const BACKUPS_FOLDER = 'backups';

/** A backup's file name: `db-` and the time in UTC to the millisecond, `db-20261201T225800123Z.tar.gz`. */
export const backupName = (at: Date) => `db-${at.toISOString().replace(/[-:.]/g, '')}.tar.gz`;

/**
 * Writes a backup of the embedded database into `folder` and answers its path. The file appears whole
 * (written beside, then renamed), so whoever waits for it never reads half of one.
 */
export async function writePgliteBackup(client: PGlite, folder: string, at = new Date()): Promise<string> {
  await mkdir(folder, { recursive: true });
  // Fewer WAL records for the recovery to replay when the backup is opened.
  await client.exec('CHECKPOINT');
  const dump = await client.dumpDataDir('gzip');
  const file = join(folder, backupName(at));
  const partial = `${file}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()), { mode: 0o600 });
  await rename(partial, file);
  return file;
}

export type LiveBackups = {
  /** Stops listening; answers once a backup under way is written (before the database closes). */
  stop: () => Promise<void>;
};

/**
 * Answers BACKUP_SIGNAL for the server's whole life: on the embedded database with a backup (one at a
 * time; a failure is logged and written as `db-<time>.failed` beside, so backup.sh stops waiting), and
 * says where the process is (PID_FILE); on PostgreSQL with a line that says to use pg_dump. Either way
 * the signal no longer ends the process, which is what it would do unanswered.
 */
export async function listenForBackups(
  database: DatabaseHandle,
  dataDir: string,
  log: FastifyBaseLogger,
): Promise<LiveBackups> {
  const notifications = database.notifications;
  if (notifications.kind !== 'pglite') {
    const refuse = () =>
      log.warn({ signal: BACKUP_SIGNAL }, 'backups of PostgreSQL are made with pg_dump (scripts/backup.sh)');
    process.on(BACKUP_SIGNAL, refuse);
    return { stop: async () => void process.off(BACKUP_SIGNAL, refuse) };
  }
  const folder = join(dataDir, BACKUPS_FOLDER);
  const pidFile = join(dataDir, PID_FILE);
  const mark = `${process.pid}\n${hostname()}\n`;
  await writeFile(pidFile, mark);
  let queue = Promise.resolve();
  const backUp = async () => {
    const at = new Date();
    try {
      const file = await writePgliteBackup(notifications.client, folder, at);
      log.info({ file }, 'backup written');
    } catch (error) {
      log.error({ err: error }, 'backup failed');
      const failed = join(folder, backupName(at).replace(/\.tar\.gz$/, '.failed'));
      await writeFile(failed, `${(error as Error).message}\n`).catch(() => undefined);
    }
  };
  const onSignal = () => {
    log.info({ signal: BACKUP_SIGNAL }, 'backup asked for');
    queue = queue.then(backUp);
  };
  process.on(BACKUP_SIGNAL, onSignal);
  return {
    stop: async () => {
      process.off(BACKUP_SIGNAL, onSignal);
      await queue;
      // Only this process's own mark is removed.
      if ((await readFile(pidFile, 'utf8').catch(() => '')) === mark) await rm(pidFile, { force: true });
    },
  };
}
