import { asc, eq } from 'drizzle-orm';
import type { OwnerSection } from '../../../schemas/responses/owner-sections';
import type { Database } from '../../db/database';
import { entityRow } from '../../db/entity-row';
import { invitationSections } from '../../db/schema';
import { FIRST_VERSION, versionsOf } from './invitation-changes';
import { rootInvitationId, type InvitationRow } from './ownership';

type SectionRow = typeof invitationSections.$inferSelect;

/** A section row as the API answers it (entity/invitation-section). */
export const sectionEntity = ({ invitation_id: _invitation, ...row }: SectionRow) => entityRow(invitationSections, row);

/** The key of a section's version among its invitation's changes. */
export const sectionKey = (sectionId: string) => `section:${sectionId}`;

/** The invitation's sections (active or not) in the owner's order. */
export async function sectionRows(db: Database, invitationId: string) {
  return db
    .select()
    .from(invitationSections)
    .where(eq(invitationSections.invitation_id, invitationId))
    .orderBy(asc(invitationSections.index), asc(invitationSections.slug));
}

/**
 * The invitation's sections as its owner lists them (GET /v1/invitation/section, the archive's
 * sections.json): each with its version (docs/product.md#no-lost-edit).
 */
export async function ownerSectionsOf(db: Database, invitation: InvitationRow): Promise<OwnerSection[]> {
  const [rows, versions] = await Promise.all([
    sectionRows(db, invitation.id),
    versionsOf(db, rootInvitationId(invitation)),
  ]);
  return rows.map(
    (row) => ({ ...sectionEntity(row), version: versions[sectionKey(row.id)] ?? FIRST_VERSION }) as OwnerSection,
  );
}
