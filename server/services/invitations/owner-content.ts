import type { OwnerContent } from '../../../schemas/responses/owner-content';
import type { Database } from '../../db/database';
import type { invitations } from '../../db/schema';
import { eventsOf, galleryOf, storiesOf } from './invitation-content';
import { coupleOf } from './invitation-couple';
import { listedGiftsOf } from '../gifts/invitation-gifts';
import { versionsOf } from './invitation-changes';
import { rootInvitationId } from './ownership';

/**
 * What the owner's section editors edit (schemas/responses/owner-content.ts), whatever the
 * invitation's status: the couple and events of the invitation itself, the stories, gallery and
 * every gift (inactive ones too) of its root.
 */
export async function ownerContentOf(db: Database, invitation: typeof invitations.$inferSelect): Promise<OwnerContent> {
  const rootId = rootInvitationId(invitation);
  const [couple, events, stories, gallery, gifts, versions] = await Promise.all([
    coupleOf(db, invitation.id),
    eventsOf(db, invitation.id),
    storiesOf(db, rootId),
    galleryOf(db, rootId),
    listedGiftsOf(db, rootId, { all: true }),
    versionsOf(db, rootId),
  ]);
  return {
    couple: { groom: couple.groom ?? null, bride: couple.bride ?? null },
    events,
    stories,
    gallery,
    gifts,
    versions,
  } as OwnerContent;
}
