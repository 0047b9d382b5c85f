// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { loadThemeFonts } from '../../renderers/themes/theme-fonts';
import { loadManifestFromDisk } from '../helpers';

const manifest = loadManifestFromDisk('floral-whimsy');
/** Whether `promise` settles within a few turns of the event loop. */
const settles = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 50))]);

afterEach(() => {
  Reflect.deleteProperty(document, 'fonts');
});

describe("a theme's fonts", () => {
  it('wait for the faces by default, and not when a painted cover already shows the theme', async () => {
    // Faces still on their way: `document.fonts.ready` has not settled.
    Object.defineProperty(document, 'fonts', { configurable: true, value: { ready: new Promise(() => {}) } });
    expect(await settles(loadThemeFonts(manifest))).toBe(false);
    expect(await settles(loadThemeFonts(manifest, { waitForFaces: false }))).toBe(true);
  });
});
