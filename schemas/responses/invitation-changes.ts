import { timestampProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';
import { completeObject } from '../schema-parts';

/** How many changes the dashboard lists. */
export const RECENT_CHANGES = 10;

/**
 * GET /v1/invitation/{id}/change: the newest owner-side writes of an invitation and its versions,
 * newest first (docs/product.md#changes): who, what (its name in the owner area), how and when.
 */
export const invitationChangesSchema = {
  $id: 'response/invitation-changes',
  title: 'Perubahan terakhir',
  type: 'array',
  maxItems: RECENT_CHANGES,
  items: {
    title: 'Perubahan',
    ...completeObject({
      user_name: { type: 'string', title: 'Oleh' },
      subject: { type: 'string', title: 'Bagian', examples: ['Mempelai', 'Acara'] },
      action: { type: 'string', title: 'Tindakan', enum: ['create', 'update', 'delete'] },
      entity_key: { type: 'string', title: 'Kunci data', examples: ['couple:0b6c…', 'event:5f1e…'] },
      created_at: timestampProp,
    }),
  },
} as const satisfies Schema;

export type InvitationChanges = FromSchema<typeof invitationChangesSchema>;
