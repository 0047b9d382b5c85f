/** `text` as a LIKE/ILIKE pattern that finds it anywhere: %, _ and \ in it match only themselves. */
export const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
