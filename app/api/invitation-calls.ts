import type { Invitation } from '../../schemas/entities/invitation.schema';
import type {
  CreateInvitationRequest,
  CreateVersionRequest,
  InvitationStatusRequest,
  UpdateInvitationRequest,
} from '../../schemas/requests/invitations';
import type {
  MyInvitationItem,
  InvitationSummary,
  InvitationDetail,
  SlugAvailability,
} from '../../schemas/responses/owner-invitations';
import { api } from './client';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = (value: string) => encodeURIComponent(value);

/** The owner's calls on invitations (docs/product.md#api). */
export const invitationCalls = {
  mine: () => api<MyInvitationItem[]>('/v1/user/my-invitation'),
  one: (invitationId: string) => api<InvitationDetail>(`/v1/invitation/${id(invitationId)}`),
  summary: (invitationId: string) => api<InvitationSummary>(`/v1/invitation/summary/${id(invitationId)}`),
  create: (payload: CreateInvitationRequest) => api<Invitation>('/v1/invitation', json('POST', payload)),
  update: (invitationId: string, payload: UpdateInvitationRequest) =>
    api<Invitation>(`/v1/invitation/${id(invitationId)}`, json('PUT', payload)),
  setStatus: (invitationId: string, payload: InvitationStatusRequest) =>
    api<Invitation>(`/v1/invitation/${id(invitationId)}/status`, json('PUT', payload)),
  slugAvailability: (slug: string, invitationId?: string) =>
    api<SlugAvailability>(
      `/v1/invitation/slug-availability?slug=${id(slug)}${invitationId ? `&invitation_id=${id(invitationId)}` : ''}`,
    ),
  versions: (invitationId: string) => api<Invitation[]>(`/v1/invitation/${id(invitationId)}/version`),
  createVersion: (payload: CreateVersionRequest) => api<Invitation>('/v1/invitation/version', json('POST', payload)),
  deleteVersion: (versionId: string) => api<unknown>(`/v1/invitation/${id(versionId)}/version`, { method: 'DELETE' }),
};
