import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';

type Person = InvitationPage['couple']['groom'];
type DemoPerson = NonNullable<NonNullable<ThemeManifest['demo']>['groom']>;

const withPerson = (person: Person, demo: DemoPerson | undefined): Person => ({
  ...person,
  person_name: demo?.name ?? person.person_name,
  person_nickname: demo?.nickname ?? person.person_nickname,
  person_father_name: demo?.father ?? person.person_father_name,
  person_mother_name: demo?.mother ?? person.person_mother_name,
});

/**
 * The sample invitation as a theme's demo shows it (docs/themes.md#demo-content): the manifest's
 * `demo` couple, ceremonies, greeting and quote over the sample's; the dress-code palette the
 * manifest's, else the theme's own colours; the health-protocol block only where the manifest asks.
 */
export function themeDemo(page: InvitationPage, manifest: ThemeManifest): InvitationPage {
  const demo = manifest.demo ?? {};
  const { colors } = manifest.tokens;
  const palette = demo.dresscode ?? [colors.primary, colors.secondary, colors.accent, colors.surface];
  return {
    ...page,
    invitation: {
      ...page.invitation,
      quote: demo.quote?.text ?? page.invitation.quote,
      invitation_event: page.invitation.invitation_event?.map((event, index) => ({
        ...event,
        ...demo.events?.[index],
      })),
    },
    couple: {
      groom: withPerson(page.couple.groom, demo.groom),
      bride: withPerson(page.couple.bride, demo.bride),
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
  };
}
