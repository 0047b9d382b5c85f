// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paintedPictureLoaded } from '../../../engine/chrome/painted-cover';

const PICTURE = '/themes/floral-whimsy/illustration.svg';

/**
 * A page as the server paints it: the picture's preload (high priority) and the ornaments' in the head,
 * the painted cover in the body. An ornament comes first here: the picture is found by its priority.
 */
function paint({ cover = true, preload = true } = {}) {
  document.head.innerHTML =
    '<link rel="preload" as="image" href="/themes/floral-whimsy/corner.svg" />' +
    (preload ? `<link rel="preload" as="image" href="${PICTURE}" fetchpriority="high" />` : '');
  document.body.innerHTML = `<div id="root"></div>${cover ? '<div id="painted-cover"></div>' : ''}`;
}

/** Whether the promise has settled by now (after the microtasks queued so far). */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

afterEach(() => vi.restoreAllMocks());

describe("waiting for the painted cover's picture before the takeover", () => {
  it('waits for the preloaded picture to load, and asks for that very picture', async () => {
    paint();
    const pictures: HTMLImageElement[] = [];
    vi.spyOn(window, 'Image').mockImplementation(function (this: unknown) {
      const picture = document.createElement('img');
      pictures.push(picture);
      return picture;
    } as unknown as typeof Image);
    const waiting = paintedPictureLoaded(document, 60_000);
    expect(await settled(waiting)).toBe(false);
    expect(pictures.map((picture) => new URL(picture.src).pathname)).toEqual([PICTURE]);
    pictures[0]!.onload?.(new Event('load'));
    expect(await settled(waiting)).toBe(true);
  });

  it('gives up after its limit when the picture does not come', async () => {
    vi.useFakeTimers();
    paint();
    const waiting = paintedPictureLoaded(document, 3000);
    await vi.advanceTimersByTimeAsync(2999);
    expect(await settled(waiting)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(waiting)).toBe(true);
    vi.useRealTimers();
  });

  it('does not wait without a painted cover or without a picture to preload', async () => {
    paint({ cover: false });
    expect(await settled(paintedPictureLoaded(document, 60_000))).toBe(true);
    paint({ preload: false });
    expect(await settled(paintedPictureLoaded(document, 60_000))).toBe(true);
  });
});
