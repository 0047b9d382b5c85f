import type { FromSchema, Schema } from '../json-schema';
import { closedObject, text } from '../schema-parts';
import { idProp, timestampProp } from './common';

export const RSVP_STATUSES = ['present', 'tentative', 'absent'] as const;

/**
 * Where a wish stands (docs/product.md#wish-moderation): 'shown' on the page, 'pending' until the owner
 * approves it (an invitation in 'approval' mode), 'hidden' by the owner. Only shown ones are public.
 */
export const WISH_STATUSES = ['shown', 'pending', 'hidden'] as const;
export type WishStatus = (typeof WISH_STATUSES)[number];

export const wishSchema = {
  $id: 'entity/wish',
  title: 'Ucapan',
  ...closedObject(['id', 'name', 'message', 'created_at'], {
    id: idProp,
    name: text('Nama'),
    place: text('Asal'),
    message: text('Ucapan'),
    rsvp: { type: 'string', title: 'Kehadiran', enum: RSVP_STATUSES },
    // Left out: shown (every public wish; the owner's list names the other two).
    status: { type: 'string', title: 'Status', enum: WISH_STATUSES },
    created_at: timestampProp,
  }),
} as const satisfies Schema;

export type Wish = FromSchema<typeof wishSchema>;
