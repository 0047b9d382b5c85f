import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { sampleInvitation, sampleWishes } from '../../engine/demo/sample-invitation';
import { themeDemo } from '../../engine/demo/theme-demo';
import { DEMO_ATTIRES, type ThemeManifest } from '../../schemas/manifest.schema';
import { root } from '../../scripts/manifest-files';
import { loadManifestFromDisk, NOW, THEME_IDS } from '../helpers';

const base = loadManifestFromDisk(THEME_IDS[0] as string);
const demoOf = (demo: ThemeManifest['demo']) => themeDemo({ ...base, demo }, NOW);
const withDemo = (demo: ThemeManifest['demo']) => demoOf(demo).page;
const section = (page: ReturnType<typeof withDemo>, slug: string) => page.sections.find((s) => s.slug === slug);
const BALINESE = {
  groom: { name: 'I Made Wirawan, S.T.', nickname: 'Wira', instagram: 'madewirawan' },
  bride: { name: 'Ni Luh Putu Ayu Lestari, S.E.', nickname: 'Luh' },
} as const;

describe("a theme's demo content", () => {
  it("takes the manifest's couple, ceremonies, greeting and quote over the sample's", () => {
    const page = withDemo({
      groom: { name: 'I Made Wirawan', nickname: 'Wira' },
      events: [{ label: 'Upacara Pawiwahan', venue: 'Griya Mempelai Pria' }, { label: 'Resepsi' }],
      greeting: 'Om Swastyastu.',
      quote: { text: 'Tetaplah bersatu di sini.', source: 'Rgveda X.85.42' },
    });
    expect(page.couple.groom).toMatchObject({ person_name: 'I Made Wirawan', person_nickname: 'Wira' });
    expect(page.couple.bride.person_nickname).toBe('Ayu');
    expect(page.invitation.invitation_event?.map((e) => [e.label, e.venue])).toEqual([
      ['Upacara Pawiwahan', 'Griya Mempelai Pria'],
      ['Resepsi', 'Gedung Graha Sarana'],
    ]);
    expect(section(page, 'opening')?.description).toBe('Om Swastyastu.');
    expect(page.invitation.quote).toBe('Tetaplah bersatu di sini.');
    expect(section(page, 'quote')?.title).toBe('Rgveda X.85.42');
  });

  it('is the sample invitation, with all its wishes, where the manifest says nothing', () => {
    const { page, wishes } = demoOf(undefined);
    const sample = sampleInvitation(base.id, NOW);
    expect(page.couple).toEqual(sample.couple);
    expect(page.stories).toEqual(sample.stories);
    expect(page.invitation.virtual_gift).toEqual(sample.invitation.virtual_gift);
    expect(section(page, 'opening')?.extra).toEqual({ hashtag: '#RakaAyuSelamanya' });
    expect(wishes).toEqual(sampleWishes(NOW));
    expect(page.newest_wishes).toEqual(sample.newest_wishes);
  });

  it("dresses the couple's portraits in the manifest's attire, and every attire has both drawings", () => {
    expect(withDemo({ attire: 'balinese' }).couple).toMatchObject({
      groom: { person_image: '/demo/groom-balinese.svg' },
      bride: { person_image: '/demo/bride-balinese.svg' },
    });
    for (const attire of DEMO_ATTIRES) {
      const { groom, bride } = withDemo({ attire }).couple;
      for (const image of [groom.person_image, bride.person_image])
        expect(existsSync(join(root, 'app', 'public', image ?? '-')), `${attire}: ${image}`).toBe(true);
      expect(groom.person_image).not.toBe(bride.person_image);
    }
  });

  it("gives a couple the manifest names their own handles and hashtag, never the sample couple's", () => {
    const page = withDemo({ ...BALINESE, hashtag: '#WiraLuhPawiwahan' });
    expect(page.couple.groom.person_instagram).toBe('madewirawan');
    expect(page.couple.bride.person_instagram).toBeUndefined();
    expect(section(page, 'opening')?.extra).toMatchObject({ hashtag: '#WiraLuhPawiwahan' });
    expect(section(withDemo(BALINESE), 'opening')?.extra).toMatchObject({ hashtag: '#WiraLuhSelamanya' });
  });

  it("names the manifest's couple in the stories, a wish and the gift accounts", () => {
    const { page, wishes } = demoOf(BALINESE);
    const stories = page.stories.map((s) => s.description).join(' ');
    expect(stories).toContain('Wira');
    expect(stories).toContain('Luh');
    expect(wishes.some((w) => w.message.includes('Wira dan Luh'))).toBe(true);
    expect(page.newest_wishes.map((w) => w.message)).toEqual(wishes.slice(0, 5).map((w) => w.message));
    expect(page.invitation.virtual_gift?.[0]?.account_name).toBe('I Made Wirawan');
    expect(page.invitation.physical_gift?.[0]?.recipient_name).toBe('Ni Luh Putu Ayu Lestari');
    expect(page.invitation.meta_title).toContain('Wira & Luh');
    expect(JSON.stringify({ page, wishes })).not.toMatch(/Raka|ayulestari/);
  });

  it("lets the manifest's blessing be a guest's first wish", () => {
    const blessing = 'Om Swastyastu, semoga menjadi keluarga yang sukhinah.';
    expect(demoOf({ blessing }).wishes[0]?.message).toBe(blessing);
    expect(demoOf(undefined).wishes[0]?.message).toContain('sakinah');
  });

  it("dresses the guests in the theme's own colours unless the manifest names a palette", () => {
    const { primary, secondary, accent, surface } = base.tokens.colors;
    expect(section(withDemo(undefined), 'dresscode')?.extra).toMatchObject({
      dresscode_palettes: [primary, secondary, accent, surface],
    });
    expect(section(withDemo({ dresscode: ['#111111', '#222222'] }), 'dresscode')?.extra).toMatchObject({
      dresscode_palettes: ['#111111', '#222222'],
    });
  });

  it('shows the health-protocol block only where the manifest asks for it', () => {
    expect(section(withDemo(undefined), 'protocol')?.is_active).toBe(false);
    expect(section(withDemo({ protocol: true }), 'protocol')?.is_active).toBe(true);
  });

  it('every theme with demo content names ceremonies that fit the sample (at most two)', () => {
    for (const id of THEME_IDS) {
      const manifest = loadManifestFromDisk(id);
      const { page } = themeDemo(manifest, NOW);
      for (const [index, event] of (manifest.demo?.events ?? []).entries()) {
        expect(page.invitation.invitation_event?.[index]?.label, id).toBe(event.label);
      }
    }
  });
});
