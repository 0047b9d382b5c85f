import { asc, eq } from 'drizzle-orm';
import type { OwnerContent } from '../../schemas/responses/owner-content';
import type { Database } from '../db/database';
import { invitationEvents, invitationGallery, invitationStories, invitations } from '../db/schema';
import { entityRow } from './entity-row';
import { eventEntity } from './event-entity';
import { coupleOf } from './invitation-couple';
import { listedGiftsOf } from './invitation-gifts';
import { rootInvitationId } from './ownership';

/**
 * What the owner's section editors edit (schemas/responses/owner-content.ts), whatever the
 * invitation's status: the couple and events of the invitation itself, the stories, gallery and
 * every gift (inactive ones too) of its root.
 */
export async function ownerContentOf(db: Database, invitation: typeof invitations.$inferSelect): Promise<OwnerContent> {
  const rootId = rootInvitationId(invitation);
  const [couple, events, stories, gallery, gifts] = await Promise.all([
    coupleOf(db, invitation.id),
    db
      .select()
      .from(invitationEvents)
      .where(eq(invitationEvents.invitation_id, invitation.id))
      .orderBy(asc(invitationEvents.start_date), asc(invitationEvents.id)),
    db
      .select()
      .from(invitationStories)
      .where(eq(invitationStories.invitation_id, rootId))
      .orderBy(asc(invitationStories.index), asc(invitationStories.id)),
    db
      .select()
      .from(invitationGallery)
      .where(eq(invitationGallery.invitation_id, rootId))
      .orderBy(asc(invitationGallery.index), asc(invitationGallery.id)),
    listedGiftsOf(db, rootId, { all: true }),
  ]);
  return {
    couple: { groom: couple.groom ?? null, bride: couple.bride ?? null },
    events: events.map(eventEntity),
    stories: stories.map(({ invitation_id: _invitation, index: _index, ...row }) => entityRow(invitationStories, row)),
    gallery: gallery.map(({ invitation_id: _invitation, ...row }) => entityRow(invitationGallery, row)),
    gifts,
  } as OwnerContent;
}
