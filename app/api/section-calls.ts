import type { InvitationSection } from '../../schemas/entities/invitation-section.schema';
import type { SectionReorder, SectionUpdate } from '../../schemas/requests/content';
import { api } from './client';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });

/** An invitation's sections: list, settings, order (docs/product.md#api). */
export const sectionCalls = {
  list: (invitationId: string) =>
    api<InvitationSection[]>(`/v1/invitation/section?invitation_id=${encodeURIComponent(invitationId)}`),
  update: (sectionId: string, payload: SectionUpdate) =>
    api<InvitationSection>(`/v1/invitation/section/${encodeURIComponent(sectionId)}`, json('PUT', payload)),
  reorder: (payload: SectionReorder) =>
    api<InvitationSection[]>('/v1/invitation/section/reorder', json('PUT', payload)),
};
