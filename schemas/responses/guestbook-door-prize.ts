import { idProp, timestampProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';
import { completeObject, orNull, text } from '../schema-parts';

/**
 * A door prize winner (docs/product.md#guestbook): the guest drawn, their group and table as the
 * venue knows them, what they won (null: not named) and when.
 */
export const doorPrizeDrawSchema = {
  $id: 'response/door-prize-draw',
  title: 'Pemenang door prize',
  ...completeObject({
    id: idProp,
    guest_id: idProp,
    guest_name: text('Nama tamu'),
    group: orNull(text('Grup')),
    table_name: orNull(text('Meja')),
    prize: orNull(text('Hadiah')),
    drawn_at: timestampProp,
  }),
} as const satisfies Schema;

export type DoorPrizeDraw = FromSchema<typeof doorPrizeDrawSchema>;
