import type { InvitationPage } from '../../schemas/invitation-page.schema';

/** The picture the theme studio's demo shows as the couple's photo (it ships in app/public/demo). */
const DEMO_PHOTO = '/demo/gallery-1.svg';

/**
 * The demo with the couple's photo (docs/themes.md#the-couples-photo: the opening section's `image`),
 * for the theme studio's "with photo" preview; the sample itself has none, so themes show their
 * illustration.
 */
export function withDemoPhoto(page: InvitationPage): InvitationPage {
  return {
    ...page,
    sections: page.sections.map((section) =>
      section.slug === 'opening' ? { ...section, image: DEMO_PHOTO } : section,
    ),
  };
}
