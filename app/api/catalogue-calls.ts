import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import type { CatalogueTheme } from '../../schemas/responses/owner-invitations';
import { api } from './client';

/** What an owner chooses from: the plans and the theme catalogue. */
export const catalogueCalls = {
  plans: () => api<InvitationPlan[]>('/v1/plan'),
  themes: () => api<CatalogueTheme[]>('/v1/theme'),
};
