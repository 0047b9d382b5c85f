// How the embedded database (PGlite) is opened, by the server (database.ts) and by the child process
// that makes its template (make-pglite-template.mjs). Plain JavaScript: `npm start` runs that child with
// node alone, before the server is built (types: pglite-open.d.mts).
import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL's settings for the embedded database, besides PGlite's own: 32 MB of shared buffers
 * instead of 128 MB (the whole pool is resident from the start; the demo's data fits many times).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** The embedded database in `dataDir` (in memory without one). */
export const openPglite = (dataDir) => new PGlite(dataDir, { startParams: START_PARAMS });
