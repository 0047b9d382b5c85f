/**
 * `npm run admin:create -- <email>`: makes the account with this e-mail an operator (role `admin`), who
 * may open the operator console at /admin (docs/product.md#operator-console). Without such an account,
 * one is made with a random password, printed once here: sign in with it and change it on Akun Saya.
 * The database is PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR/db (./data/db), as the
 * server's (server/config.ts); on the embedded one, stop `npm start` first (PGlite has one user at a time).
 */
import { resolve } from 'node:path';
import { validatePayload } from '../engine/validation/validate-payload';
import { emailProp } from '../schemas/payloads/auth.payload';
import { openDatabase } from '../server/db/database';
import { TEMPLATE_CACHE } from '../server/db/pglite-template.mjs';
import { makeAdmin } from '../server/services/admin/admin-account';

const [email] = process.argv.slice(2);
const checked = validatePayload({ type: 'object', required: ['email'], properties: { email: emailProp } }, { email });
if (!email || !checked.ok) {
  console.error('Pakai: npm run admin:create -- <email>   (email akun yang dijadikan operator)');
  process.exit(1);
}
const url = process.env.DATABASE_URL || undefined;
const dataDir = resolve(process.env.DATA_DIR ?? 'data', 'db');
const database = await openDatabase(url ? { url } : { dataDir, templateCache: TEMPLATE_CACHE });
try {
  const result = await makeAdmin(database.db, email);
  if (result.outcome === 'already') console.log(`${result.email} sudah operator; tidak ada yang diubah.`);
  if (result.outcome === 'promoted')
    console.log(`${result.email} kini operator: masuk seperti biasa, lalu buka /admin.`);
  if (result.outcome === 'created') {
    console.log(`Akun operator ${result.email} dibuat. Kata sandi sementara (hanya ditampilkan sekali):`);
    console.log(`  ${result.password}`);
    console.log('Masuk dengan kata sandi ini, lalu segera ganti di Akun Saya › Kata sandi. Konsol operator: /admin.');
  }
} finally {
  await database.close();
}
