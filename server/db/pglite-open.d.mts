import type { PGlite } from '@electric-sql/pglite';

/** The embedded database in `dataDir` (in memory without one), with the server's settings. */
export declare function openPglite(dataDir: string | undefined): PGlite;
