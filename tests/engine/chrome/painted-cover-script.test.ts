// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  APP_SCRIPTS_META,
  PAINTED_COVER_ID,
  PAINTED_COVER_SCRIPT,
  PAINTED_FONTS_META,
} from '../../../engine/chrome/painted-cover';

const FONTS = ['/assets/serif.woff2', '/assets/sans.woff2', '/assets/serif.css', '/assets/sans.css'];
const SCRIPTS = ['/assets/guest-entry.js', '/assets/app-core.js', '/assets/invitation-kit.js'];

/** A page as the server paints it (server/services/public-page/painted-page.tsx), the inline script left out. */
function paint() {
  document.head.innerHTML =
    '<link rel="preload" as="image" href="/themes/t/illustration.svg" fetchpriority="high" />' +
    `<meta name="${PAINTED_FONTS_META}" content="${FONTS.join(' ')}" />` +
    `<meta name="${APP_SCRIPTS_META}" content="${SCRIPTS.join(' ')}" />`;
  document.body.innerHTML = `<div id="root"></div><div id="${PAINTED_COVER_ID}"><button class="cover__open"></button></div>`;
}

/** What the script has added to the head so far: each link's rel and address, the entry as `script`. */
const added = () =>
  [...document.head.querySelectorAll('link:not([as="image"]), script')].map((element) =>
    element instanceof HTMLLinkElement
      ? `${element.rel} ${new URL(element.href).pathname}`
      : `script ${new URL((element as HTMLScriptElement).src).pathname}`,
  );

let pictures: HTMLImageElement[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
  pictures = [];
  vi.spyOn(window, 'Image').mockImplementation(function (this: unknown) {
    const picture = document.createElement('img');
    pictures.push(picture);
    return picture;
  } as unknown as typeof Image);
  paint();
  // jsdom has no Paint Timing: the script falls back to its first frame.
  new Function(PAINTED_COVER_SCRIPT)();
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the painted cover's inline script", () => {
  it('adds the fonts, then the chunks as module preloads, one link per task, and nothing before the first frame', () => {
    expect(added()).toEqual([]);
    const perTask: number[] = [];
    let before = 0;
    while (vi.getTimerCount() > 1) {
      vi.advanceTimersToNextTimer();
      perTask.push(added().length - before);
      before = added().length;
    }
    expect(Math.max(...perTask)).toBe(1);
    expect(added()).toEqual([
      'preload /assets/serif.woff2',
      'preload /assets/sans.woff2',
      'stylesheet /assets/serif.css',
      'stylesheet /assets/sans.css',
      'modulepreload /assets/invitation-kit.js',
      'modulepreload /assets/app-core.js',
      'modulepreload /assets/guest-entry.js',
    ]);
  });

  it("adds the entry once every link is in and the cover's picture has come, after the next frame", () => {
    vi.advanceTimersByTime(1000);
    expect(added()).toHaveLength(FONTS.length + SCRIPTS.length);
    expect(added().some((line) => line.startsWith('script'))).toBe(false);
    pictures[0]!.onload?.(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(added().at(-1)).toBe('script /assets/guest-entry.js');
  });

  it('adds the entry only after the last link even when the picture came first', () => {
    pictures[0]!.onload?.(new Event('load'));
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    vi.advanceTimersToNextTimer();
    expect(added().some((line) => line.startsWith('script'))).toBe(false);
    vi.advanceTimersByTime(1000);
    expect(added().filter((line) => line.startsWith('script'))).toEqual(['script /assets/guest-entry.js']);
    expect(added().at(-1)).toBe('script /assets/guest-entry.js');
  });
});
