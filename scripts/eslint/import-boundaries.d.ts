import type { Rule } from 'eslint';

/** The rule (import-boundaries.js): what a file may not import, on static and dynamic imports. */
export declare const importBoundaries: Rule.RuleModule;
/** Whether `target` is named by the globs, the last matching one deciding. */
export declare function matches(target: string, globs: readonly string[]): boolean;
