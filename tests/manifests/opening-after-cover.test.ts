import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PICTURE_LED_LAYOUTS, THEME_LAYOUTS } from '../../schemas/theme-look';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { loadManifestFromDisk, THEME_IDS } from '../helpers';

const openingCss = readFileSync(resolve(import.meta.dirname, '../../renderers/styles/layouts/opening.css'), 'utf8');

/** The cover and opening layouts a theme pairs (a layout left out is the first of its list). */
function pair(manifest: ThemeManifest) {
  return {
    cover: manifest.layouts?.cover ?? THEME_LAYOUTS.cover[0],
    opening: manifest.layouts?.opening ?? THEME_LAYOUTS.opening[0],
  };
}

/** Whether the opening, the first screen after the cover, would show the cover's picture again. */
function repeatsCover({ cover, opening }: ReturnType<typeof pair>): boolean {
  const led = (list: readonly string[], layout: string) => list.includes(layout);
  return led(PICTURE_LED_LAYOUTS.cover, cover) && led(PICTURE_LED_LAYOUTS.opening, opening);
}

/** The opening layouts whose styles hide the picture (opening.css: `[data-opening='x'] .opening__picture` { display: none }). */
function hiddenPictureLayouts(css: string): string[] {
  const rules = [...css.matchAll(/([^{}]+)\{([^}]*)\}/g)].filter(([, , body]) => /display:\s*none/.test(body!));
  return rules.flatMap(([, selectors]) =>
    [...selectors!.matchAll(/\[data-opening='([a-z-]+)'\] \.opening__picture/g)].map((m) => m[1]!),
  );
}

describe('the first screen after the cover', () => {
  it("never shows the cover's picture again in any theme", () => {
    const repeating = THEME_IDS.map(loadManifestFromDisk)
      .filter((manifest) => manifest.sections.opening === 'opening.hero' && repeatsCover(pair(manifest)))
      .map((manifest) => `${manifest.id}: ${JSON.stringify(pair(manifest))}`);
    expect(repeating).toEqual([]);
  });

  it('tells a repeating pair from one that moves on', () => {
    expect(repeatsCover({ cover: 'arch', opening: 'band' })).toBe(true);
    expect(repeatsCover({ cover: 'arch', opening: 'date-led' })).toBe(false);
  });

  it('draws no picture in the opening layouts that may follow a cover with one', () => {
    const hidden = hiddenPictureLayouts(openingCss);
    const followers = THEME_LAYOUTS.opening.filter((layout) => !PICTURE_LED_LAYOUTS.opening.includes(layout as never));
    expect(followers.length).toBeGreaterThan(0);
    for (const layout of followers) expect(hidden, layout).toContain(layout);
    // And the picture-led ones do draw it.
    for (const layout of PICTURE_LED_LAYOUTS.opening) expect(hidden, layout).not.toContain(layout);
  });
});
