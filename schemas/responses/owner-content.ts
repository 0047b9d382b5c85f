import { galleryItemSchema } from '../entities/gallery-item.schema';
import { invitationEventSchema } from '../entities/invitation-event.schema';
import { physicalGiftSchema } from '../entities/physical-gift.schema';
import { privatePersonSchema } from '../entities/private-person.schema';
import { storySchema } from '../entities/story.schema';
import { virtualGiftSchema } from '../entities/virtual-gift.schema';
import { wishlistGiftSchema } from '../entities/wishlist-gift.schema';
import { embedded, type FromSchema, type Schema } from '../json-schema';

const orNull = <const S extends Schema>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;
const list = <const S extends Schema>(title: string, items: S) => ({ type: 'array', title, items }) as const;

/**
 * GET /v1/invitation/{id}/content: what the owner's section editors edit (docs/product.md#section-editors),
 * also of a draft or an expired invitation: the couple (each person null while not filled in), the
 * events by time, the stories and the gallery in their order, and every gift, inactive ones too.
 * A version has its own couple and events; stories, gallery and gifts are its root's.
 */
export const ownerContentSchema = {
  $id: 'response/owner-content',
  title: 'Isi undangan',
  type: 'object',
  additionalProperties: false,
  required: ['couple', 'events', 'stories', 'gallery', 'gifts'],
  properties: {
    couple: {
      type: 'object',
      title: 'Mempelai',
      additionalProperties: false,
      required: ['groom', 'bride'],
      properties: { groom: orNull(embedded(privatePersonSchema)), bride: orNull(embedded(privatePersonSchema)) },
    },
    events: list('Acara', embedded(invitationEventSchema)),
    stories: list('Cerita', embedded(storySchema)),
    gallery: list('Galeri', embedded(galleryItemSchema)),
    gifts: {
      type: 'object',
      title: 'Kado',
      additionalProperties: false,
      required: ['physical', 'virtual', 'wishlist'],
      properties: {
        physical: list('Kirim kado', embedded(physicalGiftSchema)),
        virtual: list('Kado digital', embedded(virtualGiftSchema)),
        wishlist: list('Kado keinginan', embedded(wishlistGiftSchema)),
      },
    },
  },
} as const satisfies Schema;

export type OwnerContent = FromSchema<typeof ownerContentSchema>;
