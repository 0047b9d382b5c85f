/**
 * `npm run invitation:plan -- <slug> <plan code>`: puts a paid invitation (and its versions) on a
 * plan, active for the plan's days from now. For the operator until payments are built; on the
 * embedded database, stop `npm start` first (PGlite has one user at a time).
 */
import { join } from 'node:path';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { HttpError } from '../server/http/http-error';
import { activatePlan } from '../server/services/invitations/invitation-plan';

const [slug, planCode] = process.argv.slice(2);
if (!slug || !planCode) {
  console.error('Pakai: npm run invitation:plan -- <slug> <kode paket>   (paket: fair, mediaval, luxury)');
  process.exit(1);
}
const config = loadConfig();
const database = await openDatabase({ url: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
try {
  const { plan, expired_at } = await activatePlan(database.db, slug, planCode);
  console.log(`${slug}: paket ${plan}, aktif sampai ${expired_at}`);
} catch (error) {
  if (!(error instanceof HttpError)) throw error;
  console.error(`${slug}: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
