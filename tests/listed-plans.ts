import type { InvitationPlan } from '../schemas/entities/invitation-plan.schema';
import { PLAN_CATALOGUE } from '../server/db/plan-catalogue';

/** The catalogue's plans as GET /v1/plan lists them, lowest tier first. */
export const listedPlans: InvitationPlan[] = Object.entries(PLAN_CATALOGUE).map(([code, plan]) => ({
  id: code,
  code,
  color: '#000000',
  with_guestbook: false,
  ...plan,
}));
