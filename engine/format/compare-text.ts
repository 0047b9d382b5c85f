/**
 * Orders two strings by code unit, as `<` does: the order of ISO instants written in one format, and
 * of object keys. Not `localeCompare`, whose collator loads the browser's locale data (docs/performance.md).
 */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
