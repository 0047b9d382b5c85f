import { idProp, invitationIdProp, urlOrPathProp } from '../entities/common';
import { galleryItemSchema } from '../entities/gallery-item.schema';
import { invitationEventSchema } from '../entities/invitation-event.schema';
import type { InvitationSection } from '../entities/invitation-section.schema';
import { physicalGiftSchema } from '../entities/physical-gift.schema';
import { privatePersonSchema } from '../entities/private-person.schema';
import { storySchema } from '../entities/story.schema';
import { virtualGiftSchema } from '../entities/virtual-gift.schema';
import { wishlistGiftSchema } from '../entities/wishlist-gift.schema';
import type { FromSchema, Schema } from '../json-schema';
import { bodyWithRequired } from '../schema-parts';
import { UNKNOWN_FIELD } from '../unknown-field-message';
import type { SectionSlug } from '../section-slugs';
import { SECTIONS } from '../sections';
import { LIST_MAX } from '../limits';
import { RICH_TEXT_MEDIA_TYPE } from '../rich-text-field';
import { CONTENT_EXAMPLES, withExamples } from './editor-examples';
import { INVALID_VIDEO_LINK, YOUTUBE_LINK_PATTERN } from './video-link';

/**
 * Request schemas of the content routes (docs/product.md#api): couple, sections, stories, events,
 * gallery and gifts. Bodies reuse the entity properties; a PUT replaces the item, so a field left out
 * (or blank) is cleared.
 */

const URL_MESSAGE = 'Tautan harus diawali http:// atau https://';
const URL_OR_PATH_MESSAGE = 'Tautan harus diawali http://, https:// atau /';
const BOOLEAN_MESSAGE = 'Pilih ya atau tidak';

/* Couple --------------------------------------------------------------------------------------- */

const { person_role: _role, ...personFields } = privatePersonSchema.properties;
const person = withExamples(personFields, CONTENT_EXAMPLES.person);
const personInput = {
  type: 'object',
  additionalProperties: false,
  required: ['person_name', 'person_nickname'],
  properties: {
    ...person,
    person_child_sequence: {
      ...person.person_child_sequence,
      errorMessage: 'Anak ke- harus bilangan bulat mulai dari 1',
    },
    person_instagram: {
      ...person.person_instagram,
      errorMessage: { pattern: 'Instagram hanya boleh berisi huruf, angka, titik dan garis bawah' },
    },
    person_image: { ...person.person_image, errorMessage: { pattern: URL_OR_PATH_MESSAGE } },
    extra: { ...person.extra, errorMessage: { properties: { show_parent: BOOLEAN_MESSAGE } } },
  },
  errorMessage: {
    required: { person_name: 'Nama lengkap wajib diisi', person_nickname: 'Nama panggilan wajib diisi' },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const;

/** PUT /v1/invitation/private/{id}: either person or both, each saved whole. */
export const coupleUpdateSchema = {
  $id: 'request/couple-update',
  title: 'Mempelai',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    groom: { ...personInput, title: 'Mempelai pria' },
    bride: { ...personInput, title: 'Mempelai wanita' },
  },
  errorMessage: { minProperties: 'Isi data mempelai pria atau wanita', additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

/* Sections ------------------------------------------------------------------------------------- */

/** GET /v1/invitation/section?invitation_id=… */
export const sectionListQuerySchema = {
  $id: 'request/section-list-query',
  title: 'Bagian undangan',
  ...bodyWithRequired(
    { invitation_id: invitationIdProp },
    { invitation_id: 'Undangan wajib disebutkan' },
    { additionalProperties: UNKNOWN_FIELD },
  ),
} as const satisfies Schema;

/** PUT /v1/invitation/section/reorder: every section id of the invitation, in their new order. */
export const sectionReorderSchema = {
  $id: 'request/section-reorder',
  title: 'Urutan bagian',
  ...bodyWithRequired(
    {
      invitation_id: invitationIdProp,
      order: {
        type: 'array',
        title: 'Urutan',
        minItems: 1,
        maxItems: LIST_MAX,
        uniqueItems: true,
        items: { ...idProp, title: 'Bagian' },
        errorMessage: {
          type: 'Urutan harus berupa daftar bagian',
          minItems: 'Urutan bagian wajib diisi',
          uniqueItems: 'Satu bagian tercantum dua kali',
        },
      },
    },
    { invitation_id: 'Undangan wajib diisi', order: 'Urutan bagian wajib diisi' },
    { additionalProperties: UNKNOWN_FIELD },
  ),
} as const satisfies Schema;

/**
 * PUT /v1/invitation/story/reorder and /v1/invitation/gallery/reorder: every story (or photo) of the
 * invitation, in their new order.
 */
export const contentReorderSchema = {
  ...sectionReorderSchema,
  $id: 'request/content-reorder',
  title: 'Urutan',
  properties: {
    ...sectionReorderSchema.properties,
    order: {
      ...sectionReorderSchema.properties.order,
      items: { ...idProp, title: 'Isi' },
      errorMessage: {
        type: 'Urutan harus berupa daftar',
        minItems: 'Urutan wajib diisi',
        uniqueItems: 'Satu isi tercantum dua kali',
      },
    },
  },
  errorMessage: {
    required: { invitation_id: 'Undangan wajib diisi', order: 'Urutan wajib diisi' },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

const titleOf = (property: unknown) => (property as { title: string }).title;
const messagesFor = (properties: object, message: (title: string) => string) =>
  Object.fromEntries(Object.entries(properties).map(([key, property]) => [key, message(titleOf(property))]));
/** The properties that say nothing of their own (a property's own `errorMessage` is its word). */
const withoutOwnMessages = (properties: object) =>
  Object.fromEntries(Object.entries(properties).filter(([, property]) => !('errorMessage' in property)));

/**
 * PUT /v1/invitation/section/{id}: the section's own settings schema (schemas/sections, chosen by
 * the row's slug) plus `is_active`, with Indonesian messages for each field.
 */
/** What a section's write checks beyond its schema, which the guest's page carries: by slug, by `extra` field. */
const EXTRA_RULES: Partial<Record<SectionSlug, Record<string, object>>> = {
  external: { prewedding_video_url: { pattern: YOUTUBE_LINK_PATTERN, errorMessage: { pattern: INVALID_VIDEO_LINK } } },
};

/**
 * A section's image (the opening's is the couple's photo, docs/themes.md#the-couples-photo): left out
 * it stays as it is, null removes it.
 */
export const sectionImageProp = {
  type: ['string', 'null'],
  title: 'Foto pasangan',
  pattern: '^(https?://|/)',
  maxLength: urlOrPathProp.maxLength,
  errorMessage: { pattern: URL_OR_PATH_MESSAGE, type: URL_OR_PATH_MESSAGE },
} as const;

function sectionUpdateSchema(slug: SectionSlug): Schema {
  const { properties: settings, ...rest } = SECTIONS[slug].settings;
  const { labels, extra: sectionExtra, ...plainCopy } = settings;
  // The description takes rich text (docs/product.md#helpers); the title and labels stay plain.
  const copy =
    'description' in plainCopy
      ? { ...plainCopy, description: { ...plainCopy.description, contentMediaType: RICH_TEXT_MEDIA_TYPE } }
      : plainCopy;
  const rules = EXTRA_RULES[slug] ?? {};
  const extraProperties = Object.fromEntries(
    Object.entries(sectionExtra.properties).map(([key, property]) => [key, { ...property, ...rules[key] }]),
  ) as typeof sectionExtra.properties;
  const extra = { ...sectionExtra, properties: extraProperties };
  return {
    ...rest,
    $id: `request/section-${slug}`,
    properties: {
      ...copy,
      labels: {
        ...labels,
        errorMessage: { properties: messagesFor(labels.properties, (title) => `${title} harus berupa teks`) },
      },
      extra: {
        ...extra,
        errorMessage: {
          properties: messagesFor(withoutOwnMessages(extra.properties), (title) => `${title} tidak valid`),
          additionalProperties: UNKNOWN_FIELD,
        },
      },
      is_active: { type: 'boolean', title: 'Aktif' },
      image: sectionImageProp,
    },
    errorMessage: {
      properties: { ...messagesFor(copy, (title) => `${title} harus berupa teks`), is_active: BOOLEAN_MESSAGE },
      additionalProperties: UNKNOWN_FIELD,
    },
  };
}

export const sectionUpdateSchemas = Object.fromEntries(
  Object.keys(SECTIONS).map((slug) => [slug, sectionUpdateSchema(slug as SectionSlug)]),
) as Record<SectionSlug, Schema>;

/** A valid section update: what every section's settings share, plus `is_active`. */
export type SectionUpdate = Partial<
  Pick<InvitationSection, 'title' | 'description' | 'labels' | 'extra' | 'is_active'> & { image: string | null }
>;

/* Stories -------------------------------------------------------------------------------------- */

const { id: _storyId, ...storyFields } = storySchema.properties;
const story = withExamples(storyFields, CONTENT_EXAMPLES.story);

/** PUT /v1/invitation/story/{id} */
export const storyUpdateSchema = {
  $id: 'request/story-update',
  title: 'Cerita',
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description'],
  properties: {
    ...story,
    extra: { ...story.extra, errorMessage: { properties: { image: URL_OR_PATH_MESSAGE } } },
  },
  errorMessage: {
    required: { title: 'Judul wajib diisi', description: 'Cerita wajib diisi' },
    properties: {
      title: 'Judul harus berupa teks',
      time: 'Waktu harus berupa teks',
      description: 'Cerita harus berupa teks',
    },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/** POST /v1/invitation/story: added after the invitation's last story. */
export const storyCreateSchema = {
  ...storyUpdateSchema,
  $id: 'request/story-create',
  required: [...storyUpdateSchema.required, 'invitation_id'],
  properties: { ...storyUpdateSchema.properties, invitation_id: invitationIdProp },
  errorMessage: {
    ...storyUpdateSchema.errorMessage,
    required: { ...storyUpdateSchema.errorMessage.required, invitation_id: 'Undangan wajib diisi' },
  },
} as const satisfies Schema;

/* Events --------------------------------------------------------------------------------------- */

const { id: _eventId, ...eventFields } = invitationEventSchema.properties;
const event = withExamples(eventFields, CONTENT_EXAMPLES.event);

/**
 * Where the guest's 'open the map' button goes: a Google Maps link, i.e. google.com/maps (or a
 * country's Google, google.co.id/maps), maps.google.com, or a short link (goo.gl/maps,
 * maps.app.goo.gl). Checked on write only: links stored before the rule may be of other maps.
 */
export const GOOGLE_MAPS_PATTERN =
  '^https?://(?:(?:www\\.)?google\\.[a-z]{2,3}(?:\\.[a-z]{2})?/maps(?:[/?#]|$)|maps\\.google\\.[a-z]{2,3}(?:\\.[a-z]{2})?(?:[/?#]|$)|goo\\.gl/maps(?:[/?#]|$)|maps\\.app\\.goo\\.gl(?:[/?#]|$))';
const MAPS_MESSAGE = 'Tautan peta harus tautan Google Maps';

/** PUT /v1/invitation/event/{id} */
export const eventUpdateSchema = {
  $id: 'request/event-update',
  title: 'Acara',
  type: 'object',
  additionalProperties: false,
  required: ['label', 'start_date', 'venue', 'address'],
  properties: {
    ...event,
    maps_url: { ...event.maps_url, pattern: GOOGLE_MAPS_PATTERN },
    extra: { ...event.extra, errorMessage: { properties: { timezone: 'Zona waktu harus WIB, WITA atau WIT' } } },
  },
  errorMessage: {
    required: {
      label: 'Nama acara wajib diisi',
      start_date: 'Waktu mulai wajib diisi',
      venue: 'Tempat wajib diisi',
      address: 'Alamat wajib diisi',
    },
    properties: {
      label: 'Nama acara harus berupa teks',
      start_date: 'Waktu mulai harus berupa tanggal dan jam',
      end_date: 'Waktu selesai harus berupa tanggal dan jam',
      venue: 'Tempat harus berupa teks',
      address: 'Alamat harus berupa teks',
      maps_url: MAPS_MESSAGE,
      event_video_url: URL_MESSAGE,
      is_main_event: BOOLEAN_MESSAGE,
    },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/** POST /v1/invitation/event */
export const eventCreateSchema = {
  ...eventUpdateSchema,
  $id: 'request/event-create',
  required: [...eventUpdateSchema.required, 'invitation_id'],
  properties: { ...eventUpdateSchema.properties, invitation_id: invitationIdProp },
  errorMessage: {
    ...eventUpdateSchema.errorMessage,
    required: { ...eventUpdateSchema.errorMessage.required, invitation_id: 'Undangan wajib diisi' },
  },
} as const satisfies Schema;

/* Gallery -------------------------------------------------------------------------------------- */

const { id: _galleryId, ...galleryFields } = galleryItemSchema.properties;
const galleryItem = withExamples(galleryFields, CONTENT_EXAMPLES.gallery);
const galleryMessages = {
  name: 'Keterangan harus berupa teks',
  image: 'Gambar harus berupa tautan http(s) atau /media/…',
  index: 'Urutan harus bilangan bulat mulai dari 0',
} as const;

/** PUT /v1/invitation/gallery/{id} */
export const galleryUpdateSchema = {
  $id: 'request/gallery-update',
  title: 'Foto galeri',
  type: 'object',
  additionalProperties: false,
  required: ['image', 'index'],
  properties: galleryItem,
  errorMessage: {
    required: { image: 'Gambar wajib diisi', index: 'Urutan wajib diisi' },
    properties: galleryMessages,
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/** POST /v1/invitation/gallery: without `index` the photo goes last. */
export const galleryCreateSchema = {
  $id: 'request/gallery-create',
  title: 'Foto galeri',
  type: 'object',
  additionalProperties: false,
  required: ['invitation_id', 'image'],
  properties: { ...galleryItem, invitation_id: invitationIdProp },
  errorMessage: {
    required: { invitation_id: 'Undangan wajib diisi', image: 'Gambar wajib diisi' },
    properties: galleryMessages,
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/* Gifts ---------------------------------------------------------------------------------------- */

const { id: _physicalId, ...physicalFields } = physicalGiftSchema.properties;
const physical = withExamples(physicalFields, CONTENT_EXAMPLES.physical);

/** PUT /v1/gift/physical/{id}; `is_active` left out means active. */
export const physicalGiftUpdateSchema = {
  $id: 'request/physical-gift-update',
  title: 'Kirim kado',
  type: 'object',
  additionalProperties: false,
  required: ['recipient_name', 'recipient_address'],
  properties: physical,
  errorMessage: {
    required: { recipient_name: 'Nama penerima wajib diisi', recipient_address: 'Alamat penerima wajib diisi' },
    properties: {
      is_active: BOOLEAN_MESSAGE,
      recipient_name: 'Nama penerima harus berupa teks',
      recipient_address: 'Alamat penerima harus berupa teks',
      recipient_address_url: URL_MESSAGE,
    },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/** POST /v1/gift/physical */
export const physicalGiftCreateSchema = {
  ...physicalGiftUpdateSchema,
  $id: 'request/physical-gift-create',
  required: [...physicalGiftUpdateSchema.required, 'invitation_id'],
  properties: { ...physicalGiftUpdateSchema.properties, invitation_id: invitationIdProp },
  errorMessage: {
    ...physicalGiftUpdateSchema.errorMessage,
    required: { ...physicalGiftUpdateSchema.errorMessage.required, invitation_id: 'Undangan wajib diisi' },
  },
} as const satisfies Schema;

const { id: _virtualId, ...virtualFields } = virtualGiftSchema.properties;
const virtual = withExamples(virtualFields, CONTENT_EXAMPLES.virtual);

/** PUT /v1/gift/virtual/{id}; `is_active` left out means active. */
export const virtualGiftUpdateSchema = {
  $id: 'request/virtual-gift-update',
  title: 'Kado digital',
  type: 'object',
  additionalProperties: false,
  required: ['channel_type', 'account_number', 'account_name'],
  properties: virtual,
  errorMessage: {
    required: {
      channel_type: 'Bank / dompet digital wajib diisi',
      account_number: 'Nomor rekening wajib diisi',
      account_name: 'Atas nama wajib diisi',
    },
    properties: {
      is_active: BOOLEAN_MESSAGE,
      channel_type: 'Bank / dompet digital harus berupa teks',
      account_number: 'Nomor rekening berisi 4 sampai 30 angka, spasi atau tanda hubung',
      account_name: 'Atas nama harus berupa teks',
      qris_image: URL_OR_PATH_MESSAGE,
    },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/** POST /v1/gift/virtual */
export const virtualGiftCreateSchema = {
  ...virtualGiftUpdateSchema,
  $id: 'request/virtual-gift-create',
  required: [...virtualGiftUpdateSchema.required, 'invitation_id'],
  properties: { ...virtualGiftUpdateSchema.properties, invitation_id: invitationIdProp },
  errorMessage: {
    ...virtualGiftUpdateSchema.errorMessage,
    required: { ...virtualGiftUpdateSchema.errorMessage.required, invitation_id: 'Undangan wajib diisi' },
  },
} as const satisfies Schema;

const { id: _wishlistId, confirmation: _confirmation, ...wishlistFields } = wishlistGiftSchema.properties;
const wishlist = withExamples(wishlistFields, CONTENT_EXAMPLES.wishlist);

/** PUT /v1/gift/wishlist/{id} */
export const wishlistGiftUpdateSchema = {
  $id: 'request/wishlist-gift-update',
  title: 'Kado keinginan',
  type: 'object',
  additionalProperties: false,
  required: ['product_name', 'amount', 'qty'],
  properties: wishlist,
  errorMessage: {
    required: { product_name: 'Nama produk wajib diisi', amount: 'Harga wajib diisi', qty: 'Jumlah wajib diisi' },
    properties: {
      product_name: 'Nama produk harus berupa teks',
      amount: 'Harga harus bilangan bulat mulai dari 0',
      qty: 'Jumlah harus bilangan bulat mulai dari 1',
      image_url: URL_OR_PATH_MESSAGE,
      description: 'Deskripsi harus berupa teks',
      purchase_url: URL_MESSAGE,
    },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/** POST /v1/gift/wishlist */
export const wishlistGiftCreateSchema = {
  ...wishlistGiftUpdateSchema,
  $id: 'request/wishlist-gift-create',
  required: [...wishlistGiftUpdateSchema.required, 'invitation_id'],
  properties: { ...wishlistGiftUpdateSchema.properties, invitation_id: invitationIdProp },
  errorMessage: {
    ...wishlistGiftUpdateSchema.errorMessage,
    required: { ...wishlistGiftUpdateSchema.errorMessage.required, invitation_id: 'Undangan wajib diisi' },
  },
} as const satisfies Schema;

export type CoupleUpdate = FromSchema<typeof coupleUpdateSchema>;
export type SectionListQuery = FromSchema<typeof sectionListQuerySchema>;
export type SectionReorder = FromSchema<typeof sectionReorderSchema>;
export type ContentReorder = FromSchema<typeof contentReorderSchema>;
export type StoryCreate = FromSchema<typeof storyCreateSchema>;
export type StoryUpdate = FromSchema<typeof storyUpdateSchema>;
export type EventCreate = FromSchema<typeof eventCreateSchema>;
export type EventUpdate = FromSchema<typeof eventUpdateSchema>;
export type GalleryCreate = FromSchema<typeof galleryCreateSchema>;
export type GalleryUpdate = FromSchema<typeof galleryUpdateSchema>;
export type PhysicalGiftCreate = FromSchema<typeof physicalGiftCreateSchema>;
export type VirtualGiftCreate = FromSchema<typeof virtualGiftCreateSchema>;
export type WishlistGiftCreate = FromSchema<typeof wishlistGiftCreateSchema>;
export type PhysicalGiftUpdate = FromSchema<typeof physicalGiftUpdateSchema>;
export type VirtualGiftUpdate = FromSchema<typeof virtualGiftUpdateSchema>;
export type WishlistGiftUpdate = FromSchema<typeof wishlistGiftUpdateSchema>;
