/**
 * The song an invitation plays when it has none of its own (docs/product.md#music): a short
 * instrumental loop made for this project by scripts/default-song.ts, served from app/public/audio.
 */
export const DEFAULT_SONG = '/audio/default-song.mp3';

/** The invitation's song, or the default one when it has none. */
export function songOrDefault(song: string | null | undefined): string {
  return song?.trim() ? song.trim() : DEFAULT_SONG;
}
