import { makePgliteDump } from './pglite-dump';

/** The unit project's global set-up: the migrated database its test files copy (tests/pglite-dump.ts). */
export default async function setup() {
  if (!process.env.TEST_DATABASE_URL) await makePgliteDump();
}
