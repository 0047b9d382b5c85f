import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { InvitationSection } from '../../schemas/entities/invitation-section.schema';

/**
 * What the owner's section editor shows the preview before it is saved (docs/product.md#preview-mode):
 * the parts of the page it replaces, each whole: the edited section's row, the couple, the stories,
 * the gallery, and the invitation's events and gifts.
 */
export type PreviewDraft = {
  section?: InvitationSection;
  couple?: InvitationPage['couple'];
  stories?: InvitationPage['stories'];
  gallery?: InvitationPage['gallery'];
  invitation?: Partial<
    Pick<InvitationPage['invitation'], 'invitation_event' | 'physical_gift' | 'virtual_gift' | 'wishlist_gift'>
  >;
};

/** The page as the editor's draft would make it; the page's other parts stay as they are. */
export function withPreviewDraft(
  page: InvitationPage,
  { section, invitation, ...parts }: PreviewDraft,
): InvitationPage {
  return {
    ...page,
    ...parts,
    sections: section ? page.sections.map((row) => (row.slug === section.slug ? section : row)) : page.sections,
    invitation: { ...page.invitation, ...invitation },
  };
}
