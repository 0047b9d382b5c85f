import type { FromSchema, Schema } from '../json-schema';
import { orNull } from '../schema-parts';
import { idProp, invitationIdProp, timestampProp } from './common';

/** What a member may do (docs/product.md#members): change the content, or only read and export. */
export const MEMBER_ROLES = ['editor', 'viewer'] as const;
/** A member's role as the owner area names it. */
export const MEMBER_ROLE_LABELS = { owner: 'Pemilik', editor: 'Editor', viewer: 'Hanya lihat' } as const;
/** Where an invitation to join stands: waiting to be accepted, accepted, or no longer usable. */
export const MEMBER_STATUSES = ['pending', 'active', 'expired'] as const;

export const memberRoleProp = {
  type: 'string',
  title: 'Peran',
  enum: MEMBER_ROLES,
  errorMessage: { enum: 'Peran harus editor atau hanya lihat' },
} as const;

/**
 * One person an invitation is shared with, as its owner sees them: an accepted member (with their
 * account's name and e-mail) or an invitation to join still waiting (its e-mail, or none for a link).
 */
export const invitationMemberSchema = {
  $id: 'entity/invitation-member',
  title: 'Anggota undangan',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'invitation_id', 'role', 'status', 'name', 'email', 'expires_at', 'created_at'],
  properties: {
    id: idProp,
    invitation_id: invitationIdProp,
    role: memberRoleProp,
    status: { type: 'string', title: 'Status', enum: MEMBER_STATUSES },
    name: orNull({ type: 'string', title: 'Nama' }),
    email: orNull({ type: 'string', title: 'Email' }),
    expires_at: orNull({ ...timestampProp, title: 'Berlaku sampai' }),
    created_at: timestampProp,
    /** Only in the answer to a new invitation by link: the address to share, shown once. */
    link: { type: 'string', title: 'Tautan undangan' },
  },
} as const satisfies Schema;

export type InvitationMember = FromSchema<typeof invitationMemberSchema>;
