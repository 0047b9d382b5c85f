import { describe, expect, it } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { themeDemo } from '../../engine/demo/theme-demo';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { loadManifestFromDisk, NOW, THEME_IDS } from '../helpers';

const base = loadManifestFromDisk(THEME_IDS[0] as string);
const withDemo = (demo: ThemeManifest['demo']) => themeDemo(sampleInvitation(base.id, NOW), { ...base, demo });
const section = (page: ReturnType<typeof withDemo>, slug: string) => page.sections.find((s) => s.slug === slug);

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
      const page = themeDemo(sampleInvitation(id, NOW), manifest);
      for (const [index, event] of (manifest.demo?.events ?? []).entries()) {
        expect(page.invitation.invitation_event?.[index]?.label, id).toBe(event.label);
      }
    }
  });
});
