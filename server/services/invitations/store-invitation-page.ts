import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import type { Wish } from '../../../schemas/entities/wish.schema';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { Database } from '../../db/database';
import * as t from '../../db/schema';

/**
 * Writes a whole invitation page (the shape the public page reads) for an owner, in one
 * transaction: the invitation, couple, sections, events, stories, gallery and gifts, plus what the
 * page carries only in part, given whole: the wishlist confirmations (the page has bookings) and the
 * wishes (the page has the newest; without `wishes`, those are stored). The demo seed and tests use
 * it; ids are kept. A stored page counts as paid for (its `paid_at` now) unless `listing` says otherwise.
 */
type Listing = Pick<
  typeof t.invitations.$inferInsert,
  'plan_id' | 'category_id' | 'showcase' | 'paid_at' | 'paid_until'
>;

export async function storeInvitationPage(
  db: Database,
  userId: string,
  page: InvitationPage,
  listing: Listing = {},
  whole: { confirmations?: GiftConfirmation[]; wishes?: Wish[] } = {},
) {
  const { confirmations = [], wishes = page.newest_wishes } = whole;
  const {
    invitation_event = [],
    virtual_gift = [],
    physical_gift = [],
    wishlist_gift = [],
    ...invitation
  } = page.invitation;
  const invitationId = invitation.id;
  await db.transaction(async (tx) => {
    const paid_at = new Date().toISOString();
    await tx.insert(t.invitations).values({ ...invitation, paid_at, ...listing, user_id: userId });
    await tx
      .insert(t.invitationPrivate)
      .values([page.couple.groom, page.couple.bride].map((person) => ({ ...person, invitation_id: invitationId })));
    if (page.sections.length) {
      await tx.insert(t.invitationSections).values(page.sections.map((s) => ({ ...s, invitation_id: invitationId })));
    }
    if (invitation_event.length) {
      await tx.insert(t.invitationEvents).values(invitation_event.map((e) => ({ ...e, invitation_id: invitationId })));
    }
    if (page.stories.length) {
      await tx
        .insert(t.invitationStories)
        .values(page.stories.map((s, index) => ({ ...s, index, invitation_id: invitationId })));
    }
    if (page.gallery.length) {
      await tx.insert(t.invitationGallery).values(page.gallery.map((g) => ({ ...g, invitation_id: invitationId })));
    }
    if (virtual_gift.length) {
      await tx.insert(t.virtualGifts).values(virtual_gift.map((g) => ({ ...g, invitation_id: invitationId })));
    }
    if (physical_gift.length) {
      await tx.insert(t.physicalGifts).values(physical_gift.map((g) => ({ ...g, invitation_id: invitationId })));
    }
    if (wishlist_gift.length) {
      await tx
        .insert(t.wishlistGifts)
        .values(
          wishlist_gift.map(({ confirmation: _bookings, ...item }) => ({ ...item, invitation_id: invitationId })),
        );
    }
    if (confirmations.length) {
      await tx
        .insert(t.wishlistConfirmations)
        .values(confirmations.map((c) => ({ ...c, invitation_id: invitationId, guest_id: null })));
    }
    if (wishes.length) {
      await tx.insert(t.wishes).values(wishes.map((w) => ({ ...w, invitation_id: invitationId })));
    }
  });
}
