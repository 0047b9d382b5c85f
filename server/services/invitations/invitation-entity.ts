import { invitations } from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import type { InvitationRow } from './ownership';

/**
 * An invitation row as entity/invitation: the listing columns (plan, category, showcase), the page
 * cache's version, what was paid (the owner's pages read it from the summary and the orders) and an
 * operator's suspension and the wishes' moderation mode (its own call) stay inside.
 */
export function invitationEntity({
  plan_id: _plan,
  category_id: _category,
  showcase: _showcase,
  page_version: _pageVersion,
  paid_at: _paidAt,
  paid_until: _paidUntil,
  suspended_reason: _suspended,
  // The root's, read and set through /v1/invitation/{id}/wish-moderation (a version's own is unused).
  wish_moderation: _wishModeration,
  ...row
}: InvitationRow) {
  return { ...entityRow(invitations, row), parent_id: row.parent_id };
}

/** What anyone may read of an invitation: everything but its owner. */
export function publicInvitationEntity(row: InvitationRow) {
  const { user_id: _owner, ...invitation } = invitationEntity(row);
  return invitation;
}
