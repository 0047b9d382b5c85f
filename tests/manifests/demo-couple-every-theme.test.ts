import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SAMPLE_COUPLE, sampleInvitation } from '../../engine/demo/sample-invitation';
import { themeDemo } from '../../engine/demo/theme-demo';
import { root } from '../../scripts/manifest-files';
import { loadManifestFromDisk, NOW, THEME_IDS } from '../helpers';

const ROLES = ['groom', 'bride'] as const;
const SAMPLE = sampleInvitation('sample', NOW);
const hashtagOf = (page: typeof SAMPLE) => page.sections.find((s) => s.slug === 'opening')?.extra?.hashtag;
const words = (text: string) => new RegExp(`\\b${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);

describe.each(THEME_IDS)("theme %s's demo couple", (id) => {
  const manifest = loadManifestFromDisk(id);
  const { page, wishes } = themeDemo(manifest, NOW);
  const shown = JSON.stringify({ page: { ...page, invitation: { ...page.invitation, slug: '' } }, wishes });

  it("shows no one of the sample couple's but the theme's own couple", () => {
    for (const role of ROLES) {
      const own = page.couple[role];
      const sample = SAMPLE_COUPLE[role];
      if (own.person_name === sample.name) continue;
      const sampleOnly = [sample.name.split(',')[0], sample.nickname, sample.instagram, sample.father, sample.mother]
        .filter((text): text is string => !!text)
        .filter(
          (text) =>
            ![own.person_name, own.person_nickname, own.person_father_name, own.person_mother_name].some((o) =>
              o?.includes(text),
            ),
        );
      for (const text of sampleOnly) expect(shown, `${role}: ${text}`).not.toMatch(words(text));
      expect(own.person_instagram, role).not.toBe(sample.instagram);
      expect(hashtagOf(page)).not.toBe(hashtagOf(SAMPLE));
    }
  });

  it('names the couple in the stories and the wishes, and shows drawings that ship with the project', () => {
    for (const role of ROLES) {
      const { person_nickname, person_image } = page.couple[role];
      expect(page.stories.some((s) => s.description?.includes(person_nickname))).toBe(true);
      expect(wishes.some((w) => w.message.includes(person_nickname))).toBe(true);
      expect(existsSync(join(root, 'app', 'public', person_image ?? '-')), person_image).toBe(true);
    }
  });

  it('dresses a couple wed without an akad nikah in no hijab and wishes them no Islamic blessing', () => {
    if (page.invitation.invitation_event?.some((event) => /akad/i.test(event.label))) return;
    expect(page.couple.bride.person_image).not.toBe(SAMPLE.couple.bride.person_image);
    expect(wishes.map((w) => w.message).join(' ')).not.toMatch(/sakinah|mawaddah|warahmah/i);
  });
});

describe("the themes' demo couples", () => {
  const demos = THEME_IDS.map((id) => ({ id, ...themeDemo(loadManifestFromDisk(id), NOW) }));
  const firstTwice = (keys: { id: string; key: unknown }[]) =>
    keys.find(({ key }, index) => keys.findIndex((other) => other.key === key) !== index);

  it('are each their own couple: no two themes show the same groom and bride', () => {
    const couples = demos.map(({ id, page }) => ({
      id,
      key: `${page.couple.groom.person_nickname} & ${page.couple.bride.person_nickname}`,
    }));
    expect(firstTwice(couples)).toBeUndefined();
  });

  it('each have their own hashtag', () => {
    expect(firstTwice(demos.map(({ id, page }) => ({ id, key: hashtagOf(page) })))).toBeUndefined();
  });
});
