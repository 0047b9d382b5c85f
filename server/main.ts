import { join, resolve } from 'node:path';
import { loadConfig } from './config';
import { openDatabase } from './db/database';

/** Where a fresh embedded database is kept as a template for the next fresh data folder. */
const TEMPLATE_CACHE = resolve(import.meta.dirname, '..', 'node_modules', '.cache', 'undangan');

const config = loadConfig();
// The database opens (PGlite compiles its WebAssembly in the background) while the app's modules load.
const [database, { buildApp, DEFAULT_STATIC_DIR }, { seedDemo }] = await Promise.all([
  openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db'), templateCache: TEMPLATE_CACHE }),
  import('./app'),
  import('./db/seed'),
]);
const demo = await seedDemo(database.db);
const app = await buildApp({
  db: database.db,
  notifications: database.notifications,
  jwtSecret: config.jwtSecret,
  mediaDir: config.mediaDir,
  staticDir: DEFAULT_STATIC_DIR,
  publicWriteLimit: config.publicWriteLimit,
  trustProxy: config.trustProxy,
  redisUrl: config.redisUrl,
  publicUrl: config.publicUrl,
});
app.addHook('onClose', () => database.close());
await app.listen({ port: config.port, host: config.host });

const base = `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
console.log(`Undangan Digital berjalan di ${base}`);
console.log(
  `  database: ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`}`,
);
console.log(`  tema: ${base}/demo`);
console.log(`  undangan contoh: ${base}/${demo.slug}  (tamu: ${base}/${demo.slug}?to=${demo.guestCode})`);
console.log(`  akun contoh: ${demo.email} / ${demo.password}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
