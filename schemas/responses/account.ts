import { userSchema } from '../entities/user.schema';
import { idProp } from '../entities/common';
import { embedded, type FromSchema, type Schema } from '../json-schema';
import { completeObject, orNull, text } from '../schema-parts';

/**
 * GET /v1/auth/account: what the owner's "Akun Saya" page shows (docs/product.md#accounts): the
 * account, the address it is changing to (waiting for its link to be opened), whether it has a
 * password to confirm changes with, and the invitations it owns (an account that owns any cannot be
 * deleted until each is handed over or deleted).
 */
export const accountDetailsSchema = {
  $id: 'response/account-details',
  title: 'Akun saya',
  ...completeObject({
    user: embedded(userSchema),
    pending_email: orNull({ type: 'string', title: 'Email baru yang menunggu konfirmasi', format: 'email' }),
    has_password: { type: 'boolean', title: 'Punya kata sandi' },
    owned_invitations: {
      type: 'array',
      title: 'Undangan milik akun ini',
      items: completeObject({ id: idProp, slug: text('Tautan') }),
    },
  }),
} as const satisfies Schema;

export type AccountDetails = FromSchema<typeof accountDetailsSchema>;
