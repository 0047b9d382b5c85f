import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { listenForBackups } from './db/live-backup';
import { TEMPLATE_CACHE } from './db/pglite-template.mjs';
import { loggerOptions } from './http/log-options';

/**
 * What the server waits for, when it starts before the rest is ready: `npm start` starts it as soon as
 * the server is built, while Vite may still build the web app and a child process make the embedded
 * database's template (scripts/start.mjs), so its own start overlaps theirs.
 */
export type Awaiting = {
  /** The database's template, which a fresh data folder copies (else the server would make it again). */
  template?: PromiseLike<unknown>;
  /** The web app in dist/, which the server serves: it listens only once that is built. */
  webApp?: PromiseLike<unknown>;
};

/** Starts the server (settings from the environment, server/config.ts) and says where it listens. */
export async function serve({ template, webApp }: Awaiting = {}): Promise<FastifyInstance> {
  const config = loadConfig();
  const dataDir = join(config.dataDir, 'db');
  // The database opens (PGlite compiles its WebAssembly in the background) while the app's modules load.
  const [database, { buildApp, DEFAULT_STATIC_DIR }, { seedDemo, syncCatalogue }] = await Promise.all([
    Promise.resolve(template).then(() =>
      openDatabase({ url: config.databaseUrl, dataDir, templateCache: TEMPLATE_CACHE, migrate: config.migrateOnStart }),
    ),
    import('./app'),
    import('./db/seed'),
  ]);
  // The demo owner and invitation only where asked (SEED_DEMO; by default on the embedded database).
  const demo = config.seedDemo ? await seedDemo(database.db) : await syncCatalogue(database.db);
  await webApp;
  const app = await buildApp({
    db: database.db,
    notifications: database.notifications,
    jwtSecret: config.jwtSecret,
    mediaDir: config.mediaDir,
    s3: config.s3,
    mail: config.mail,
    google: config.google,
    midtrans: config.midtrans,
    staticDir: DEFAULT_STATIC_DIR,
    publicWriteLimit: config.publicWriteLimit,
    trustProxy: config.trustProxy,
    redisUrl: config.redisUrl,
    publicUrl: config.publicUrl,
    webAddresses: config.webAddresses,
    logger: await loggerOptions({ level: config.logLevel, pretty: config.logPretty }),
  });
  if (!config.mail.smtpUrl) {
    app.log.warn({ dir: config.mail.dir }, 'SMTP_URL is not set: mails are written as files in this folder, not sent');
  }
  // A backup of the embedded database on SIGUSR2 (scripts/backup.sh); one under way ends before it closes.
  const backups = await listenForBackups(database, config.dataDir, app.log);
  app.addHook('onClose', async () => {
    await backups.stop();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });

  const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  console.log(`Undangan Digital berjalan di ${base}`);
  console.log(
    `  database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`}`,
  );
  console.log(`  tema: ${base}/demo`);
  if (demo) {
    console.log(`  undangan contoh: ${base}/${demo.slug}  (tamu: ${base}/${demo.slug}?to=${demo.guestCode})`);
    console.log(`  akun contoh: ${demo.email} / ${demo.password}`);
  }

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void drain(app, signal, config.shutdownTimeoutS));
  }
  return app;
}

/**
 * A stop without dropping a request (docs/operations.md#health): /readyz answers 503 at once, the
 * server accepts no new connection (a request on a kept-alive one answers 503), the requests under
 * way finish, the guestbook's sockets are closed with 1001 so their devices reconnect elsewhere, then
 * the process exits; whatever is still running after `timeoutS` is cut off.
 */
async function drain(app: FastifyInstance, signal: string, timeoutS: number): Promise<void> {
  app.log.info({ signal, timeoutS }, 'stopping: finishing the requests under way');
  app.startDraining();
  const deadline = setTimeout(() => {
    app.log.error({ timeoutS }, 'stopped before every request had finished: the drain took too long');
    process.exit(1);
  }, timeoutS * 1000);
  deadline.unref();
  try {
    await app.close();
    app.log.info('stopped');
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'stopping failed');
    process.exit(1);
  }
}
