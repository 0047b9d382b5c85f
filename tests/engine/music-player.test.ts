// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { MusicPlayer } from '../../engine/music/music-player';
import { nextPaint } from '../renderers/settle-music';

/** When the music machine's chunk is first evaluated (this file's own module registry). */
const machineChunk = vi.hoisted(() => ({ loaded: false }));
vi.mock('../../engine/music/music-actor', async (importOriginal) => {
  machineChunk.loaded = true;
  return importOriginal();
});

describe('the music player before its machine', () => {
  it("starts the song inside the cover's click, and fetches the machine only after that frame", async () => {
    const player = new MusicPlayer({ coverShown: true, preview: false });
    const play = vi.fn(() => Promise.resolve());
    player.attach({ play, pause: vi.fn() } as unknown as HTMLAudioElement);

    player.send({ type: 'music.cover', shown: false });
    expect(play).toHaveBeenCalledTimes(1);
    expect(player.getView()).toEqual({ playing: true, error: null });
    // Fetching a chunk adds links to the page, work the cover's slide would wait behind.
    await vi.dynamicImportSettled();
    expect(machineChunk.loaded).toBe(false);

    await nextPaint();
    await vi.dynamicImportSettled();
    expect(machineChunk.loaded).toBe(true);
    // The machine took over: the song started in the click is its first start, not a second one.
    expect(play).toHaveBeenCalledTimes(1);
    expect(player.getView()).toEqual({ playing: true, error: null });
  });
});
