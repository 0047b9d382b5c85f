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
import type { RsvpDeadlineRequest } from '../../schemas/requests/owner-rsvp';
import type { InvitationChanges } from '../../schemas/responses/invitation-changes';
import { api, apiWithMeta } from './client';
import { withBasis, type WriteBasis, type Written } from './write-basis';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = (value: string) => encodeURIComponent(value);

/** The owner's calls on invitations (docs/product.md#api). */
export const invitationCalls = {
  mine: () => api<MyInvitationItem[]>('/v1/user/my-invitation'),
  one: (invitationId: string) => api<InvitationDetail>(`/v1/invitation/${id(invitationId)}`),
  summary: (invitationId: string) => api<InvitationSummary>(`/v1/invitation/summary/${id(invitationId)}`),
  changes: (invitationId: string) => api<InvitationChanges>(`/v1/invitation/${id(invitationId)}/change`),
  create: (payload: CreateInvitationRequest) => api<Invitation>('/v1/invitation', json('POST', payload)),
  /** The fields sent, on `basis` (docs/product.md#no-lost-edit); the others stay as they are. */
  update: (invitationId: string, payload: UpdateInvitationRequest, basis?: WriteBasis): Promise<Written<Invitation>> =>
    apiWithMeta(`/v1/invitation/${id(invitationId)}`, withBasis(json('PUT', payload), basis)),
  setStatus: (invitationId: string, payload: InvitationStatusRequest) =>
    api<Invitation>(`/v1/invitation/${id(invitationId)}/status`, json('PUT', payload)),
  slugAvailability: (slug: string, invitationId?: string) =>
    api<SlugAvailability>(
      `/v1/invitation/slug-availability?slug=${id(slug)}${invitationId ? `&invitation_id=${id(invitationId)}` : ''}`,
    ),
  /** The RSVP deadline, kept on the root invitation (docs/product.md#rsvp-deadline); null: none. */
  setRsvpDeadline: (invitationId: string, payload: RsvpDeadlineRequest) =>
    api<RsvpDeadlineRequest>(`/v1/invitation/${id(invitationId)}/rsvp-deadline`, json('PUT', payload)),
  versions: (invitationId: string) => api<Invitation[]>(`/v1/invitation/${id(invitationId)}/version`),
  createVersion: (payload: CreateVersionRequest) => api<Invitation>('/v1/invitation/version', json('POST', payload)),
  deleteVersion: (versionId: string) => api<unknown>(`/v1/invitation/${id(versionId)}/version`, { method: 'DELETE' }),
};
