import type { PGlite } from '@electric-sql/pglite';

/**
 * The embedded database in `dataDir` (in memory without one), with the server's settings; started as a
 * copy of the dumped data folder `loadDataDir` when given.
 */
export declare function openPglite(dataDir: string | undefined, loadDataDir?: Blob): PGlite;
