import { describe, expect, it } from 'vitest';
import { SIGNATURE_LAYOUTS, THEME_LAYOUTS } from '../../schemas/theme-look';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { loadManifestFromDisk, THEME_IDS } from '../helpers';

/**
 * A theme's first impression: the cover's layout, then for the opening, couple and event sections
 * the renderer and its layout (a layout left out is the first of its list).
 */
function signature(manifest: ThemeManifest): string {
  return SIGNATURE_LAYOUTS.map((slug) => {
    const layout = manifest.layouts?.[slug] ?? THEME_LAYOUTS[slug][0];
    return slug === 'cover' ? `cover:${layout}` : `${manifest.sections[slug]}:${layout}`;
  }).join(' ');
}

describe("the themes' layouts", () => {
  const manifests = THEME_IDS.map(loadManifestFromDisk);

  it('give no two themes the same cover, opening, couple and event', () => {
    const bySignature = new Map<string, string[]>();
    for (const manifest of manifests) {
      const key = signature(manifest);
      bySignature.set(key, [...(bySignature.get(key) ?? []), manifest.id]);
    }
    const shared = [...bySignature.values()].filter((ids) => ids.length > 1);
    expect(shared).toEqual([]);
  });

  it('tell two themes apart by their signature alone', () => {
    const a = loadManifestFromDisk(THEME_IDS[0] as string);
    const b = { ...a, layouts: { ...a.layouts, couple: 'polaroid' } } as ThemeManifest;
    const c = { ...a, layouts: { ...a.layouts, couple: 'circle' } } as ThemeManifest;
    expect(signature(b)).not.toBe(signature(c));
  });

  it('each name a signature illustration of its own', () => {
    for (const manifest of manifests) {
      expect(manifest.tokens.ornaments?.illustration, manifest.id).toBe('assets/illustration.svg');
    }
  });
});
