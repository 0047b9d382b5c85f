import * as m from 'framer-motion/m';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MotionSectionContext, revealVariants } from '../../engine/motion/section-reveal';
import { InvitationView } from '../../engine/render/invitation-view';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { REVEAL_STYLES } from '../../schemas/theme-look';
import { RENDERERS } from '../../renderers/registry';
import { loadManifestFromDisk, NOW, testAssetUrl } from '../helpers';

const floral = loadManifestFromDisk('floral-whimsy');
const page = sampleInvitation('floral-whimsy', NOW);
const view = (manifest: ThemeManifest) => (
  <InvitationView manifest={manifest} page={page} registry={RENDERERS} assetUrl={testAssetUrl} now={NOW} strict />
);
/** The inline style of the section with this anchor id in some HTML, or null when it has none. */
const sectionStyle = (html: string, id: string) =>
  new RegExp(`<section id="${id}"[^>]*?style="([^"]*)"`).exec(html)?.[1] ?? null;

describe('reveal styles', () => {
  it('start hidden and shifted in their own way, and all come to rest at the same place', () => {
    expect(revealVariants('rise')?.hidden).toEqual({ opacity: 0, y: 28 });
    expect(revealVariants('fade')?.hidden).toEqual({ opacity: 0 });
    expect(revealVariants('zoom')?.hidden).toEqual({ opacity: 0, scale: 0.94 });
    expect(revealVariants('slide')?.hidden).toEqual({ opacity: 0, x: -32 });
    for (const style of REVEAL_STYLES.filter((s) => s !== 'none')) {
      expect(revealVariants(style)?.shown).toEqual({ opacity: 1, x: 0, y: 0, scale: 1 });
    }
    expect(revealVariants('none')).toBeNull();
  });
});

describe('sections in the invitation view', () => {
  it('are plain HTML at rest without framer-motion (server HTML, previews, the page behind the cover)', () => {
    const html = renderToString(view(floral));
    expect(sectionStyle(html, 'closing')).toBeNull();
    expect(sectionStyle(html, 'couple')).toBeNull();
  });

  it("start from the theme's reveal style where framer-motion's section is provided", () => {
    const html = (manifest: ThemeManifest) =>
      renderToString(<MotionSectionContext.Provider value={m.section}>{view(manifest)}</MotionSectionContext.Provider>);
    expect(sectionStyle(html(floral), 'closing')).toBe('opacity:0;transform:translateY(28px)');
    expect(sectionStyle(html({ ...floral, motion: { reveal: 'zoom' } }), 'couple')).toBe(
      'opacity:0;transform:scale(0.94)',
    );
    expect(sectionStyle(html({ ...floral, motion: { reveal: 'none' } }), 'couple')).toBeNull();
  });
});
