/**
 * `npm run db:migrate`: brings the database to the latest migration (server/db/migrations) and exits,
 * for deployments that migrate before the new servers start (servers also migrate at start; on
 * PostgreSQL under an advisory lock, so any number may start at once). The database is PostgreSQL at
 * DATABASE_URL, else the embedded one in DATA_DIR/db (./data/db), as the server's (server/config.ts);
 * on the embedded one, stop `npm start` first (PGlite has one user at a time).
 */
import { resolve } from 'node:path';
import { migrateDatabase } from '../server/db/database';
import { TEMPLATE_CACHE } from '../server/db/pglite-template.mjs';

const url = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? 'data', 'db');
await migrateDatabase(url ? { url } : { dataDir, templateCache: TEMPLATE_CACHE });
console.log(
  `database: ${url ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}, migrasi terbaru sudah dijalankan`,
);
