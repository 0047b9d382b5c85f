import { asc, count, desc, eq } from 'drizzle-orm';
import { NEWEST_WISHES, type InvitationPage as Page } from '../../../schemas/invitation-page.schema';
import type { SectionSlug } from '../../../schemas/section-slugs';
import type { Database } from '../../db/database';
import { invitationSections, wishes } from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import { eventsOf, galleryOf, storiesOf } from '../invitations/invitation-content';
import { pageCoupleOf } from '../invitations/invitation-couple';
import { publicInvitationEntity } from '../invitations/invitation-entity';
import { visibleInvitationBySlug } from '../invitations/invitation-visibility';
import { listedGiftsOf } from '../gifts/invitation-gifts';
import { rootInvitationId, type InvitationRow } from '../invitations/ownership';
import { pageGuestByCode } from '../guests/page-guest';
import { planAllowsSection, planOf } from '../invitations/plan-rules';
import { wishEntity } from '../guests/wish-entity';
import { rsvpDeadlineOf } from '../invitations/rsvp-deadline';
import { shownWishesOf } from '../guests/wish-moderation';

/**
 * The public page of an invitation in one document (schemas/invitation-page.schema.ts), the
 * inverse of storeInvitationPage: 404 'Undangan tidak ditemukan' for an unknown slug or a draft the
 * viewer (the owner a bearer token names, else null) does not own, 410 once expired. A version
 * has its own settings, couple, sections and events; stories, gallery, gifts, wishes and guests
 * stay with the root invitation. `guestCode` (a personal link's `?to=`) adds that guest, if theirs.
 * Nothing private of the owner goes out: no user id, plan, category or listing; a section outside
 * the plan goes out inactive.
 */
export async function loadInvitationPage(
  db: Database,
  slug: string,
  viewerId: string | null,
  guestCode?: string,
): Promise<Page> {
  return invitationPageOf(db, await visibleInvitationBySlug(db, slug, viewerId), guestCode);
}

/** The page of an invitation row the caller may see (as loadInvitationPage, without reading the row). */
export async function invitationPageOf(db: Database, invitation: InvitationRow, guestCode?: string): Promise<Page> {
  const { id, style } = invitation;
  // The RSVP deadline is the root's (docs/product.md#rsvp-deadline): a version's page carries it too.
  const { style: _style, rsvp_deadline: _own, ...fields } = publicInvitationEntity(invitation);
  const rsvpDeadline = await rsvpDeadlineOf(db, invitation);
  const rootId = rootInvitationId(invitation);
  // Only the shown wishes are public (docs/product.md#wish-moderation).
  const ofRoot = shownWishesOf(rootId);
  const [couple, events, sections, stories, gallery, gifts, wishRows, [wishCount], guest, plan] = await Promise.all([
    pageCoupleOf(db, id),
    eventsOf(db, id),
    db
      .select()
      .from(invitationSections)
      .where(eq(invitationSections.invitation_id, id))
      .orderBy(asc(invitationSections.index), asc(invitationSections.id)),
    storiesOf(db, rootId),
    galleryOf(db, rootId),
    listedGiftsOf(db, rootId),
    db.select().from(wishes).where(ofRoot).orderBy(desc(wishes.created_at), desc(wishes.id)).limit(NEWEST_WISHES),
    db.select({ total: count() }).from(wishes).where(ofRoot),
    guestCode ? pageGuestByCode(db, invitation, guestCode) : null,
    planOf(db, invitation.plan_id),
  ]);
  return {
    invitation: {
      ...fields,
      status: fields.status as Page['invitation']['status'],
      ...(rsvpDeadline && { rsvp_deadline: rsvpDeadline }),
      ...(style && {
        style: {
          show_groom_parent: style.show_groom_parent ?? true,
          show_bride_parent: style.show_bride_parent ?? true,
        },
      }),
      invitation_event: events,
      physical_gift: gifts.physical,
      virtual_gift: gifts.virtual,
      wishlist_gift: gifts.wishlist,
    },
    couple,
    // A section outside the invitation's plan counts as inactive (docs/product.md#plans).
    sections: sections.map(({ invitation_id: _invitation, slug, ...row }) => ({
      ...entityRow(invitationSections, { ...row, is_active: row.is_active && planAllowsSection(plan, slug) }),
      slug: slug as SectionSlug,
    })),
    stories,
    gallery,
    newest_wishes: wishRows.map(wishEntity),
    wish_total: wishCount?.total ?? 0,
    guest,
  };
}
