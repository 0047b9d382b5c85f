/** Words as a sentence lists them: 'A', 'A atau B', 'A, B atau C' (with 'dan' or 'atau'). */
export function wordList(words: readonly string[], last: 'dan' | 'atau'): string {
  return words.length > 1 ? `${words.slice(0, -1).join(', ')} ${last} ${words.at(-1)}` : (words[0] ?? '');
}
