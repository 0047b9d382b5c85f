import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { loadManifestFromDisk, NOW } from '../helpers';
import { themeView } from '../render-theme';

const base = loadManifestFromDisk('floral-whimsy');
const page = sampleInvitation('floral-whimsy', NOW);
const render = (manifest: ThemeManifest, strict: boolean, p = page) =>
  renderToString(themeView(manifest, p, { strict }));

describe('the engine fails loudly in development and tests', () => {
  it('on an unknown renderer id, naming theme, slug and path', () => {
    const manifest = { ...base, sections: { ...base.sections, gift: 'gift.carousel' } };
    expect(() => render(manifest, true)).toThrow(
      'Theme "floral-whimsy", section "gift" (/sections/gift): unknown renderer "gift.carousel" (known for gift: gift.cards)',
    );
  });

  it('on a renderer used for the wrong slug', () => {
    const manifest = { ...base, sections: { ...base.sections, quote: 'gift.cards' } };
    expect(() => render(manifest, true)).toThrow('renderer "gift.cards" renders "gift", not "quote"');
  });

  it('on invalid owner settings', () => {
    const sections = page.sections.map((s) => (s.slug === 'gallery' ? { ...s, extra: { display: 'carousel' } } : s));
    expect(() => render(base, true, { ...page, sections })).toThrow(
      'Theme "floral-whimsy", section "gallery" (/sections/gallery): invalid owner settings: /extra/display: must be equal to one of the allowed values',
    );
  });
});

describe('in production the engine renders a neutral fallback', () => {
  it('with the section title in place of an unknown renderer', () => {
    const manifest = { ...base, sections: { ...base.sections, gift: 'gift.carousel' } };
    const html = render(manifest, false);
    expect(html).toContain(
      '<section id="gift" class="section section--fallback"><h2 class="section__title">Send Gift</h2>',
    );
    expect(html).toContain('id="rsvp"');
  });
});
