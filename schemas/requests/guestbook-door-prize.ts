import type { FromSchema, Schema } from '../json-schema';

/** The longest name of a door prize ("Kulkas dua pintu"). */
export const DOOR_PRIZE_NAME_MAX = 100;

/**
 * POST /v1/invitation/{id}/guestbook/door-prize (docs/product.md#guestbook): a winner drawn at random
 * among the guests present who have not won yet, with what they win if the owner names it.
 */
export const doorPrizeDrawRequestSchema = {
  $id: 'request/door-prize-draw',
  title: 'Undian door prize',
  type: 'object',
  additionalProperties: false,
  properties: {
    prize: {
      type: 'string',
      title: 'Nama hadiah',
      maxLength: DOOR_PRIZE_NAME_MAX,
      errorMessage: {
        type: 'Nama hadiah harus berupa teks',
        maxLength: `Nama hadiah maksimal ${DOOR_PRIZE_NAME_MAX} karakter`,
      },
    },
  },
  errorMessage: { additionalProperties: 'Data undian tidak dikenal' },
} as const satisfies Schema;

export type DoorPrizeDrawRequest = FromSchema<typeof doorPrizeDrawRequestSchema>;
