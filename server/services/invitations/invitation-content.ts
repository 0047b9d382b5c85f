import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitationEvents, invitationGallery, invitationStories } from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import { eventEntity } from './event-entity';

/** An invitation's events as entities, by their start (a version has its own). */
export async function eventsOf(db: Database, invitationId: string) {
  const rows = await db
    .select()
    .from(invitationEvents)
    .where(eq(invitationEvents.invitation_id, invitationId))
    .orderBy(asc(invitationEvents.start_date), asc(invitationEvents.id));
  return rows.map(eventEntity);
}

/** The stories of a root invitation as entities, in the owner's order. */
export async function storiesOf(db: Database, rootId: string) {
  const rows = await db
    .select()
    .from(invitationStories)
    .where(eq(invitationStories.invitation_id, rootId))
    .orderBy(asc(invitationStories.index), asc(invitationStories.id));
  return rows.map(({ invitation_id: _invitation, index: _index, ...row }) => entityRow(invitationStories, row));
}

/** The gallery of a root invitation as entities, in the owner's order. */
export async function galleryOf(db: Database, rootId: string) {
  const rows = await db
    .select()
    .from(invitationGallery)
    .where(eq(invitationGallery.invitation_id, rootId))
    .orderBy(asc(invitationGallery.index), asc(invitationGallery.id));
  return rows.map(({ invitation_id: _invitation, ...row }) => entityRow(invitationGallery, row));
}
