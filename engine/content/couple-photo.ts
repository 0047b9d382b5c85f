import type { InvitationPage } from '../../schemas/invitation-page.schema';

/**
 * The couple's photo: the opening section's image, which the owner sets on the cover page
 * (docs/themes.md#the-couples-photo); null without one, where the layouts show the theme's
 * illustration instead.
 */
export function couplePhoto(page: Pick<InvitationPage, 'sections'>): string | null {
  return page.sections.find((section) => section.slug === 'opening')?.image || null;
}
