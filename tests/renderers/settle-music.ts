import { act } from '@testing-library/react';
import { vi } from 'vitest';

/** Until the next frame has been painted and the work queued after it has started (engine/render/after-next-paint.ts). */
export const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * Lets a frame pass and the music machine's chunk (fetched after the frame in which the song first
 * starts: engine/music/music-player.ts) arrive, the play/pause promises settle and React re-render.
 */
export const settleMusic = () =>
  act(async () => {
    await nextPaint();
    await vi.dynamicImportSettled();
  });
