import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { invitationEvents, invitationPrivate, invitationSections, invitations } from '../../db/schema';
import { assertSlugFree } from './invitation-rules';
import type { InvitationRow } from './ownership';

export type VersionInput = { version_name: string; slug?: string };

/** `<root slug>-<n>`: the next number not yet taken. */
async function nextVersionSlug(db: Database, root: InvitationRow): Promise<string> {
  const [counted] = await db.select({ n: count() }).from(invitations).where(eq(invitations.parent_id, root.id));
  for (let n = (counted?.n ?? 0) + 1; ; n++) {
    const slug = `${root.slug}-${n}`;
    const [taken] = await db.select({ id: invitations.id }).from(invitations).where(eq(invitations.slug, slug));
    if (!taken) return slug;
  }
}

/**
 * A version of an invitation: a child of its root (versions never nest) carrying the source's
 * settings, sections, couple and events. Guests, wishes and gifts stay with the root.
 */
export async function createVersion(db: Database, source: InvitationRow, root: InvitationRow, input: VersionInput) {
  if (input.slug) await assertSlugFree(db, input.slug);
  const slug = input.slug ?? (await nextVersionSlug(db, root));
  const {
    id: sourceId,
    parent_id: _parent,
    slug: _slug,
    version_name: _name,
    showcase: _showcase,
    created_at: _created,
    updated_at: _updated,
    ...settings
  } = source;
  return await db.transaction(async (tx) => {
    const [version] = await tx
      .insert(invitations)
      .values({ ...settings, status: 'draft', parent_id: root.id, slug, version_name: input.version_name })
      .returning();
    const copy = { invitation_id: version!.id };
    const sections = await tx.select().from(invitationSections).where(eq(invitationSections.invitation_id, sourceId));
    if (sections.length) {
      await tx.insert(invitationSections).values(sections.map(({ id: _id, ...s }) => ({ ...s, ...copy })));
    }
    const couple = await tx.select().from(invitationPrivate).where(eq(invitationPrivate.invitation_id, sourceId));
    if (couple.length) {
      await tx.insert(invitationPrivate).values(couple.map(({ id: _id, ...p }) => ({ ...p, ...copy })));
    }
    const events = await tx.select().from(invitationEvents).where(eq(invitationEvents.invitation_id, sourceId));
    if (events.length) {
      await tx.insert(invitationEvents).values(events.map(({ id: _id, ...e }) => ({ ...e, ...copy })));
    }
    return version!;
  });
}
