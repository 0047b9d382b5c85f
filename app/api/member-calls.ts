import type { InvitationMember } from '../../schemas/entities/invitation-member.schema';
import type { MemberInviteRequest, MemberRoleRequest } from '../../schemas/requests/members';
import { api } from './client';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = (value: string) => encodeURIComponent(value);

/** What accepting an invitation to join answers: the invitation joined and the role in it. */
export type AcceptedMembership = { invitation_id: string; slug: string; role: InvitationMember['role'] };

/** The calls on the people an invitation is shared with (docs/product.md#members). */
export const memberCalls = {
  list: (invitationId: string) => api<InvitationMember[]>(`/v1/invitation/${id(invitationId)}/member`),
  invite: (invitationId: string, payload: MemberInviteRequest) =>
    api<InvitationMember>(`/v1/invitation/${id(invitationId)}/member`, json('POST', payload)),
  changeRole: (memberId: string, payload: MemberRoleRequest) =>
    api<InvitationMember>(`/v1/invitation/member/${id(memberId)}`, json('PUT', payload)),
  remove: (memberId: string) => api<unknown>(`/v1/invitation/member/${id(memberId)}`, { method: 'DELETE' }),
  /** The invitation (and its versions) handed to an accepted member; the caller stays on as an editor. */
  handOver: (invitationId: string, memberId: string) =>
    api<unknown>(`/v1/invitation/${id(invitationId)}/owner`, json('PUT', { member_id: memberId })),
  accept: (token: string) => api<AcceptedMembership>('/v1/invitation/member/accept', json('POST', { token })),
};
