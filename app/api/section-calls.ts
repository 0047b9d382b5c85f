import type { SectionReorder, SectionUpdate } from '../../schemas/requests/content';
import type { OwnerSection } from '../../schemas/responses/owner-sections';
import { api, apiWithMeta } from './client';
import { withBasis, type WriteBasis, type Written } from './write-basis';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** An invitation's sections: list, settings, order (docs/product.md#api); each with its version. */
export const sectionCalls = {
  list: (invitationId: string) =>
    api<OwnerSection[]>(`/v1/invitation/section?invitation_id=${encodeURIComponent(invitationId)}`),
  /** A section's settings saved whole, on `basis` (docs/product.md#no-lost-edit). */
  update: (sectionId: string, payload: SectionUpdate, basis?: WriteBasis): Promise<Written<OwnerSection>> =>
    apiWithMeta(`/v1/invitation/section/${encodeURIComponent(sectionId)}`, withBasis(json('PUT', payload), basis)),
  reorder: (payload: SectionReorder) => api<OwnerSection[]>('/v1/invitation/section/reorder', json('PUT', payload)),
};
