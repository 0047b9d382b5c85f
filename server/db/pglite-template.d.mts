/** The server's migrations. */
export declare const MIGRATIONS: string;
/** Where the server keeps templates of the embedded database (node_modules/.cache/undangan). */
export declare const TEMPLATE_CACHE: string;
/** The template's folder in `cacheDir` for these migrations and this PGlite. */
export declare function templateFolder(cacheDir: string, migrationsFolder: string): string;
/** Whether `dataDir` holds no database yet. */
export declare function isFreshDataDir(dataDir: string): boolean;
/** What the child process that made a template reports. */
export type TemplateReport = { pid: number; seconds: number; peakMb: number };
/** Makes the template in a child process; its report, or undefined when it made none. */
export declare function makeTemplate(template: string, migrationsFolder: string): Promise<TemplateReport | undefined>;
/** What a start prints of a template it had made. */
export declare function templateMadeLine(made: TemplateReport): string;
/** Fills the fresh `dataDir` from the template, when there is one; answers whether it did. */
export declare function copyTemplate(template: string, dataDir: string): Promise<boolean>;
