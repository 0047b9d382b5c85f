import type { FromSchema, Schema } from '../json-schema';
import { idProp, timestampProp, urlOrPathProp } from './common';
import { invitationEventSchema } from './invitation-event.schema';
import { physicalGiftSchema } from './physical-gift.schema';
import { virtualGiftSchema } from './virtual-gift.schema';
import { wishlistGiftSchema } from './wishlist-gift.schema';
import { SLUG_PATTERN, TEXT_MAX } from '../limits';

/**
 * A draft is seen only by its owner; a published invitation by anyone until its `expired_at` (set by
 * its plan and payment, never by the owner) has passed.
 */
export const INVITATION_STATUSES = ['draft', 'published'] as const;

export const invitationSchema = {
  $id: 'entity/invitation',
  title: 'Undangan',
  type: 'object',
  additionalProperties: false,
  required: ['id', 'slug', 'status', 'theme', 'use_guestbook', 'use_multiple_event'],
  properties: {
    id: idProp,
    parent_id: { type: ['string', 'null'], title: 'Undangan induk' },
    slug: { type: 'string', title: 'Slug', pattern: SLUG_PATTERN, maxLength: TEXT_MAX.name },
    status: { type: 'string', title: 'Status', enum: INVITATION_STATUSES },
    expired_at: { ...timestampProp, title: 'Berakhir' },
    song: { ...urlOrPathProp, title: 'Lagu' },
    theme: { type: 'string', title: 'Tema', pattern: SLUG_PATTERN, maxLength: TEXT_MAX.name },
    use_guestbook: { type: 'boolean', title: 'Pakai buku tamu' },
    use_multiple_event: { type: 'boolean', title: 'Beberapa acara' },
    /** After it a guest's RSVP form is closed (docs/product.md#rsvp-deadline); a version carries its root's. */
    rsvp_deadline: { ...timestampProp, title: 'Batas konfirmasi kehadiran' },
    meta_title: { type: 'string', title: 'Judul tautan', maxLength: TEXT_MAX.title },
    meta_description: { type: 'string', title: 'Deskripsi tautan', maxLength: 500 },
    meta_image: { ...urlOrPathProp, title: 'Gambar tautan' },
    version_name: { type: 'string', title: 'Nama versi', maxLength: TEXT_MAX.name },
    caption_share: { type: 'string', title: 'Teks bagikan', maxLength: TEXT_MAX.paragraph },
    quote: { type: 'string', title: 'Kutipan', maxLength: TEXT_MAX.paragraph },
    style: {
      type: 'object',
      title: 'Gaya',
      additionalProperties: false,
      properties: {
        show_groom_parent: { type: 'boolean', title: 'Tampilkan orang tua mempelai pria', default: true },
        show_bride_parent: { type: 'boolean', title: 'Tampilkan orang tua mempelai wanita', default: true },
      },
    },
    created_at: timestampProp,
    updated_at: timestampProp,
    user_id: { type: 'string', title: 'Pemilik' },
    physical_gift: { type: 'array', title: 'Kirim kado', items: physicalGiftSchema },
    virtual_gift: { type: 'array', title: 'Kado digital', items: virtualGiftSchema },
    wishlist_gift: { type: 'array', title: 'Kado keinginan', items: wishlistGiftSchema },
    invitation_event: { type: 'array', title: 'Acara', items: invitationEventSchema },
  },
} as const satisfies Schema;

export type Invitation = FromSchema<typeof invitationSchema>;
