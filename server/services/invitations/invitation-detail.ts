import type { InvitationDetail } from '../../../schemas/responses/owner-invitations';
import type { Database } from '../../db/database';
import { invitationPlans } from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import { invitationEntity } from './invitation-entity';
import { isExpired } from './invitation-visibility';
import type { InvitationRow } from './ownership';
import { planOf } from './plan-rules';

/** The invitation as its owner reads it (GET /v1/invitation/{id}): the entity, its plan and whether it has expired. */
export async function invitationDetail(db: Database, row: InvitationRow): Promise<InvitationDetail> {
  const plan = await planOf(db, row.plan_id);
  return {
    ...invitationEntity(row),
    plan: plan ? entityRow(invitationPlans, plan) : null,
    expired: isExpired(row),
  } as InvitationDetail;
}
