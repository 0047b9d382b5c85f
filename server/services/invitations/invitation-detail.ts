import type { InvitationDetail } from '../../../schemas/responses/owner-invitations';
import type { Database } from '../../db/database';
import { invitationPlans } from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import { FIRST_VERSION, invitationKey, versionsOf } from './invitation-changes';
import { invitationEntity } from './invitation-entity';
import { isExpired } from './invitation-visibility';
import { rootInvitationId, type InvitationRole, type InvitationRow } from './ownership';
import { planOf } from './plan-rules';
import { rsvpDeadlineOf } from './rsvp-deadline';

/**
 * The invitation as its owner or a member reads it (GET /v1/invitation/{id}): the entity, its plan,
 * whether it has expired, the reader's role, and the version of its settings.
 */
export async function invitationDetail(
  db: Database,
  row: InvitationRow,
  role: InvitationRole,
): Promise<InvitationDetail> {
  const [plan, versions, rsvpDeadline] = await Promise.all([
    planOf(db, row.plan_id),
    versionsOf(db, rootInvitationId(row)),
    rsvpDeadlineOf(db, row),
  ]);
  const { rsvp_deadline: _own, ...entity } = invitationEntity(row);
  return {
    ...entity,
    // The root's, which every version shares (docs/product.md#rsvp-deadline).
    ...(rsvpDeadline && { rsvp_deadline: rsvpDeadline }),
    plan: plan ? entityRow(invitationPlans, plan) : null,
    expired: isExpired(row),
    my_role: role,
    // Listed in a public showcase (the owner's consent, docs/product.md#owner-settings).
    in_portofolio: row.showcase !== null,
    version: versions[invitationKey(row.id)] ?? FIRST_VERSION,
  } as InvitationDetail;
}
