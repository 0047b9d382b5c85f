import { describe, expect, it } from 'vitest';
import { planSections } from '../../engine/sections/plan-sections';
import { checkSectionSettings } from '../../engine/sections/settings-check';
import type { InvitationSection } from '../../schemas/entities/invitation-section.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { loadManifestFromDisk } from '../helpers';

const theme = loadManifestFromDisk('floral-whimsy');
const row = (
  slug: InvitationSection['slug'],
  index: number,
  more: Partial<InvitationSection> = {},
): InvitationSection => ({
  id: `${slug}-${index}`,
  slug,
  index,
  is_active: true,
  ...more,
});
const slugs = (manifest: ThemeManifest, rows: InvitationSection[]) => planSections(manifest, rows).map((s) => s.slug);

describe('planSections', () => {
  it("follows the owner's order, not the list's", () => {
    expect(slugs(theme, [row('gift', 2), row('opening', 0), row('couple', 1)])).toEqual(['opening', 'couple', 'gift']);
  });

  it('skips inactive sections and those the owner hid', () => {
    const rows = [
      row('opening', 0),
      row('quote', 1, { is_active: false }),
      row('gift', 2, { extra: { hide: true } }),
      row('rsvp', 3),
    ];
    expect(slugs(theme, rows)).toEqual(['opening', 'rsvp']);
  });

  it('skips sections the theme renders with nothing', () => {
    const noGift: ThemeManifest = { ...theme, sections: { ...theme.sections, gift: null } };
    expect(slugs(noGift, [row('gift', 0), row('wish', 1)])).toEqual(['wish']);
  });

  it('shows a slug listed twice once, at its first place', () => {
    expect(slugs(theme, [row('wish', 0), row('gift', 1), row('wish', 2)])).toEqual(['wish', 'gift']);
  });

  it("carries the renderer id and fills the section's extra defaults", () => {
    const [gallery] = planSections(theme, [row('gallery', 0)]);
    expect(gallery).toMatchObject({ rendererId: 'gallery.grid', extra: { hide: false, display: 'grid' }, issues: [] });
  });

  it('reports invalid owner settings and falls back to the defaults', () => {
    const [dresscode] = planSections(
      theme,
      [row('dresscode', 0, { extra: { dresscode_palettes: ['red'] } })],
      checkSectionSettings,
    );
    expect(dresscode?.issues).toEqual(['/extra/dresscode_palettes/0: must match pattern "^#[0-9a-fA-F]{6}$"']);
    expect(dresscode?.extra).toMatchObject({ dresscode_palettes: [] });
  });
});
