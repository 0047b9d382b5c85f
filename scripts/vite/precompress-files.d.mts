/** The brotli and gzip copies (`<file>.br`, `<file>.gz`) of every text file under `dir`. */
export declare function precompressFolder(dir: string): Promise<void>;
