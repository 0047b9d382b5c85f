import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import type { ThemeCatalogueItem } from '../../schemas/responses/theme-catalogue';
import { api } from './client';

/** What an owner chooses from: the plans and the theme catalogue. */
export const catalogueCalls = {
  plans: () => api<InvitationPlan[]>('/v1/plan'),
  themes: () => api<ThemeCatalogueItem[]>('/v1/theme'),
};
