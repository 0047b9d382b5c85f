import { galleryItemSchema } from '../entities/gallery-item.schema';
import { invitationEventSchema } from '../entities/invitation-event.schema';
import { physicalGiftSchema } from '../entities/physical-gift.schema';
import { privatePersonSchema } from '../entities/private-person.schema';
import { storySchema } from '../entities/story.schema';
import { virtualGiftSchema } from '../entities/virtual-gift.schema';
import { wishlistGiftSchema } from '../entities/wishlist-gift.schema';
import { embedded, type FromSchema, type Schema } from '../json-schema';
import { completeObject, orNull } from '../schema-parts';

/** The version of a thing no change was recorded for yet: a write based on it sends this. */
export const FIRST_VERSION = '0';

/** A thing's version as the owner area reads it: sent back as If-Match by a write based on it. */
export const versionProp = {
  type: 'string',
  title: 'Versi',
  description: "The thing's newest change ('0' when none was recorded): a write based on it sends it as If-Match.",
} as const;

/** The `meta` of a read or a write of one versioned thing: its version now. */
export const versionMetaSchema = {
  $id: 'response/version-meta',
  title: 'Versi',
  ...completeObject({ version: versionProp }),
} as const satisfies Schema;
export type VersionMeta = FromSchema<typeof versionMetaSchema>;

const list = <const S extends Schema>(title: string, items: S) => ({ type: 'array', title, items }) as const;

/**
 * GET /v1/invitation/{id}/content: what the owner's section editors edit (docs/product.md#section-editors),
 * also of a draft or an expired invitation: the couple (each person null while not filled in), the
 * events by time, the stories and the gallery in their order, and every gift, inactive ones too.
 * A version has its own couple and events; stories, gallery and gifts are its root's. With every
 * thing's version (docs/product.md#no-lost-edit).
 */
export const ownerContentSchema = {
  $id: 'response/owner-content',
  title: 'Isi undangan',
  ...completeObject({
    couple: {
      title: 'Mempelai',
      ...completeObject({ groom: orNull(embedded(privatePersonSchema)), bride: orNull(embedded(privatePersonSchema)) }),
    },
    events: list('Acara', embedded(invitationEventSchema)),
    stories: list('Cerita', embedded(storySchema)),
    gallery: list('Galeri', embedded(galleryItemSchema)),
    gifts: {
      title: 'Kado',
      ...completeObject({
        physical: list('Kirim kado', embedded(physicalGiftSchema)),
        virtual: list('Kado digital', embedded(virtualGiftSchema)),
        wishlist: list('Kado keinginan', embedded(wishlistGiftSchema)),
      }),
    },
    versions: {
      title: 'Versi',
      description:
        "Each thing's version by its key ('couple:{invitation id}', 'event:{id}', 'story:{id}' …; none for one never changed since): a write sends the version it was based on as If-Match.",
      type: 'object',
      additionalProperties: { type: 'string' },
    },
  }),
} as const satisfies Schema;

export type OwnerContent = FromSchema<typeof ownerContentSchema>;
