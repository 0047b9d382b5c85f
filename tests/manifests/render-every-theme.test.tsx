import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { planSections } from '../../engine/sections/plan-sections';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { GIFT_MODES } from '../../schemas/section-slugs';
import { loadManifestFromDisk, NOW, THEME_IDS } from '../helpers';
import { renderTheme } from '../render-theme';

/** The text React writes for `text` (HTML-escaped). */
const escaped = (text: string) => renderToString(<>{text}</>);

describe.each(THEME_IDS)('theme %s renders the demo invitation', (id) => {
  const manifest = loadManifestFromDisk(id);
  const page = sampleInvitation(id, NOW);
  const html = renderTheme(manifest, page);

  it('with the theme tokens on its root', () => {
    expect(html).toContain(`data-theme="${id}"`);
    expect(html).toContain(`--color-primary:${manifest.tokens.colors.primary}`);
  });

  it('with every section it renders, in order, each with its title', () => {
    const planned = planSections(manifest, page.sections);
    let from = 0;
    for (const section of planned) {
      const at = html.indexOf(`id="${section.slug}"`, from);
      expect(at, `section ${section.slug}`).toBeGreaterThanOrEqual(from);
      from = at;
      if (section.copy.title) expect(html).toContain(escaped(section.copy.title));
    }
    const skipped = Object.entries(manifest.sections).filter(([, renderer]) => renderer === null);
    for (const [slug] of skipped) expect(html).not.toContain(`id="${slug}"`);
  });

  it("with the couple's names and the RSVP, wish and gift copy of the theme", () => {
    expect(html).toContain('Raka');
    expect(html).toContain('Ayu');
    expect(html).toContain('Akan Hadir');
    const wish = planSections(manifest, page.sections).find((s) => s.slug === 'wish');
    expect(html).toContain(escaped(wish?.copy.labels.submit ?? 'missing'));
    if (manifest.sections.gift) expect(html).toContain('1234 5678 90');
  });
});

describe('theme copy', () => {
  const render = (id: string) => renderTheme(loadManifestFromDisk(id), sampleInvitation(id, NOW));

  it('golden-blossom heads its wishes "Ucapan" with a "View More" button', () => {
    const html = render('golden-blossom');
    expect(html).toMatch(/<h2 class="section__title">Ucapan<\/h2>/);
    expect(html).toContain('View More');
  });

  it('streaming-music renders no gift section; streaming-cinema does', () => {
    expect(render('streaming-music')).not.toContain('id="gift"');
    expect(render('streaming-cinema')).toContain('id="gift"');
  });

  it("spreads the product's gift titles over the themes", () => {
    const titles = new Set(THEME_IDS.map((id) => loadManifestFromDisk(id).copy?.gift?.title).filter(Boolean));
    expect([...titles].sort()).toEqual([
      'Feel free to gift us',
      'Send Gift',
      "We'd Be Happy To Receive Your Gifts",
      'Wedding Gift',
    ]);
  });

  it('shows each gift mode in some theme', () => {
    const modes = new Set(THEME_IDS.map((id) => loadManifestFromDisk(id).giftMode));
    expect([...modes].sort()).toEqual([...GIFT_MODES].sort());
  });

  it('gives every theme its own palette and type', () => {
    const looks = THEME_IDS.map((id) => {
      const { colors, fonts } = loadManifestFromDisk(id).tokens;
      return `${colors.primary}/${colors.background}/${fonts.heading}/${fonts.body}`;
    });
    expect(new Set(looks).size).toBe(THEME_IDS.length);
  });
});
