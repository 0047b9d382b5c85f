import { join } from 'node:path';
import { buildApp, DEFAULT_STATIC_DIR } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { seedDemo } from './db/seed';

const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
const demo = await seedDemo(database.db);
const app = await buildApp({
  db: database.db,
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
