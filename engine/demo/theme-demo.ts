import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { Wish } from '../../schemas/entities/wish.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import {
  demoPortrait,
  SAMPLE_COUPLE,
  sampleInvitation,
  sampleWishes,
  type SampleCouple,
  type SamplePerson,
} from './sample-invitation';

type Demo = NonNullable<ThemeManifest['demo']>;

/**
 * One of the theme's demo couple: the manifest's over the sample's; a person the manifest names keeps
 * no sample handle (Raka's Instagram under another groom), and the portrait wears the demo's attire.
 */
function demoPerson(role: 'groom' | 'bride', demo: Demo): SamplePerson {
  const sample = SAMPLE_COUPLE[role];
  const { instagram, ...given } = demo[role] ?? {};
  const renamed = given.name !== undefined || given.nickname !== undefined;
  return {
    ...sample,
    ...given,
    instagram: instagram ?? (renamed ? undefined : sample.instagram),
    image: demo.attire ? demoPortrait(role, demo.attire) : sample.image,
  };
}

/** The couple a theme's demo is about (docs/themes.md#demo-content). */
function demoCouple(manifest: ThemeManifest): SampleCouple {
  const demo = manifest.demo ?? {};
  const { hashtag, blessing } = demo;
  return { groom: demoPerson('groom', demo), bride: demoPerson('bride', demo), hashtag, blessing };
}

/**
 * The sample invitation as a theme's demo shows it (docs/themes.md#demo-content), with all its wishes
 * (the page carries the newest): about the manifest's `demo` couple (their names in the stories, a
 * wish, the gift accounts and the hashtag), the manifest's ceremonies, greeting and quote over the
 * sample's; the dress-code palette the manifest's, else the theme's own colours; the health-protocol
 * block only where the manifest asks.
 */
export function themeDemo(manifest: ThemeManifest, now: number): { page: InvitationPage; wishes: Wish[] } {
  const demo = manifest.demo ?? {};
  const couple = demoCouple(manifest);
  const page = sampleInvitation(manifest.id, now, couple);
  const { colors } = manifest.tokens;
  const palette = demo.dresscode ?? [colors.primary, colors.secondary, colors.accent, colors.surface];
  return {
    wishes: sampleWishes(now, couple),
    page: {
      ...page,
      invitation: {
        ...page.invitation,
        quote: demo.quote?.text ?? page.invitation.quote,
        invitation_event: page.invitation.invitation_event?.map((event, index) => ({
          ...event,
          ...demo.events?.[index],
        })),
      },
      sections: page.sections.map((section) => {
        switch (section.slug) {
          case 'opening':
            return demo.greeting ? { ...section, description: demo.greeting } : section;
          case 'quote':
            return demo.quote?.source ? { ...section, title: demo.quote.source } : section;
          case 'dresscode':
            return { ...section, extra: { ...section.extra, dresscode_palettes: palette } };
          case 'protocol':
            return { ...section, is_active: demo.protocol ?? false };
          default:
            return section;
        }
      }),
    },
  };
}
