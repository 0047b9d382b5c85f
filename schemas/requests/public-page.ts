import type { FromSchema, Schema } from '../json-schema';
import { TEXT_MAX } from '../limits';

/** GET /v1/invitation/slug/{slug}/page?to=…: `to` is a guest's personal link code. */
export const invitationPageQuerySchema = {
  $id: 'request/invitation-page-query',
  title: 'Halaman undangan',
  type: 'object',
  properties: { to: { type: 'string', title: 'Kode tamu', maxLength: TEXT_MAX.id } },
} as const satisfies Schema;

export type InvitationPageQuery = FromSchema<typeof invitationPageQuerySchema>;
