import { idProp } from '../entities/common';
import { memberRoleProp } from '../entities/invitation-member.schema';
import type { FromSchema, Schema } from '../json-schema';
import { emailProp } from '../payloads/auth.payload';

/**
 * POST /v1/invitation/{id}/member: invite someone as editor or viewer, by e-mail (the mail holds the
 * link), or without an e-mail for a link the owner shares (answered once).
 */
export const memberInviteRequestSchema = {
  $id: 'request/member-invite',
  title: 'Undang anggota',
  type: 'object',
  additionalProperties: false,
  required: ['role'],
  properties: { email: emailProp, role: memberRoleProp },
  errorMessage: { required: { role: 'Peran wajib dipilih' } },
} as const satisfies Schema;

/** PUT /v1/invitation/member/{member_id}: a member's new role. */
export const memberRoleRequestSchema = {
  $id: 'request/member-role',
  title: 'Ubah peran anggota',
  type: 'object',
  additionalProperties: false,
  required: ['role'],
  properties: { role: memberRoleProp },
  errorMessage: { required: { role: 'Peran wajib dipilih' } },
} as const satisfies Schema;

/** POST /v1/invitation/member/accept: the token of the link. */
export const memberAcceptRequestSchema = {
  $id: 'request/member-accept',
  title: 'Terima undangan anggota',
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', title: 'Token', minLength: 1, maxLength: 200 } },
  errorMessage: { required: { token: 'Tautan undangan tidak lengkap' } },
} as const satisfies Schema;

/** PUT /v1/invitation/{id}/owner: the member who becomes the owner. */
export const ownerHandoverRequestSchema = {
  $id: 'request/owner-handover',
  title: 'Serahkan kepemilikan',
  type: 'object',
  additionalProperties: false,
  required: ['member_id'],
  properties: { member_id: { ...idProp, title: 'Anggota' } },
  errorMessage: { required: { member_id: 'Pilih anggota yang menerima undangan ini' } },
} as const satisfies Schema;

export const memberIdParamsSchema = {
  $id: 'request/member-id-params',
  type: 'object',
  additionalProperties: false,
  required: ['member_id'],
  properties: { member_id: { ...idProp, title: 'Anggota' } },
} as const satisfies Schema;

export type MemberInviteRequest = FromSchema<typeof memberInviteRequestSchema>;
export type MemberRoleRequest = FromSchema<typeof memberRoleRequestSchema>;
export type MemberAcceptRequest = FromSchema<typeof memberAcceptRequestSchema>;
export type OwnerHandoverRequest = FromSchema<typeof ownerHandoverRequestSchema>;
export type MemberIdParams = FromSchema<typeof memberIdParamsSchema>;
