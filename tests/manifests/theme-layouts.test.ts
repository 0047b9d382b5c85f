import { describe, expect, it } from 'vitest';
import { themeSignature as signature } from '../../engine/manifest/theme-signature';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { loadManifestFromDisk, THEME_IDS } from '../helpers';

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
