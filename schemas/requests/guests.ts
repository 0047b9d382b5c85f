import { WISH_STATUSES } from '../entities/wish.schema';
import { embedded, type FromSchema, type Schema } from '../json-schema';
import { GUEST_SEATS, TEXT_MAX } from '../limits';
import { MESSAGING_SERVICE, WHATSAPP_NUMBER_PATTERN } from '../payloads/phone-number';
import { pageQueryProp, pageSizeQueryProp, queryObject, searchQueryProp } from './list-query';

/** A guest's group: who they are to the couple ("Keluarga", "Teman Kantor"), for filters and seating. */
export const GUEST_GROUP_MAX = 50;

/** The guest list's and the send queue's filter by group. */
export const groupQueryProp = {
  type: 'string',
  title: 'Grup',
  maxLength: GUEST_GROUP_MAX,
  errorMessage: `Grup maksimal ${GUEST_GROUP_MAX} karakter`,
} as const;

/** The fields an owner gives a guest, by hand or from a CSV row (docs/product.md#guest-list). */
const guestFields = {
  // entity/guest's name with its messages (spelled out here: an import of the entity would put it in
  // the code the guest's page loads, as the owner's pages share it; vite.config.ts INVITATION_KIT).
  name: {
    type: 'string',
    title: 'Nama tamu',
    minLength: 1,
    maxLength: TEXT_MAX.name,
    pattern: '\\S',
    errorMessage: {
      type: 'Nama tamu harus berupa teks',
      minLength: 'Nama tamu wajib diisi',
      pattern: 'Nama tamu wajib diisi',
      maxLength: `Nama tamu maksimal ${TEXT_MAX.name} karakter`,
    },
  },
  group: {
    type: 'string',
    title: 'Grup',
    maxLength: GUEST_GROUP_MAX,
    errorMessage: { maxLength: `Grup maksimal ${GUEST_GROUP_MAX} karakter` },
  },
  seats: {
    type: 'integer',
    title: 'Kursi',
    minimum: GUEST_SEATS.min,
    maximum: GUEST_SEATS.max,
    errorMessage: {
      type: 'Kursi harus berupa angka',
      minimum: `Kursi minimal ${GUEST_SEATS.min}`,
      maximum: `Kursi maksimal ${GUEST_SEATS.max}`,
    },
  },
  // A guest of honour (docs/product.md#guestbook): the VIP greeting, their table highlighted at the door.
  vip: { type: 'boolean', title: 'Tamu VIP', errorMessage: { type: 'Tamu VIP harus ya atau tidak' } },
  whatsapp_number: {
    type: 'string',
    title: `Nomor ${MESSAGING_SERVICE}`,
    maxLength: 16,
    pattern: WHATSAPP_NUMBER_PATTERN,
    errorMessage: {
      pattern: `Format nomor ${MESSAGING_SERVICE} tidak valid`,
      maxLength: `Format nomor ${MESSAGING_SERVICE} tidak valid`,
    },
  },
} as const;

/**
 * POST /v1/invitation/{id}/guest and PUT /v1/guest/{id}: the owner names a guest, with a group and a
 * WhatsApp number if they like, and the seats of their invitation (new guests: 2). The number follows
 * SPEC's rule (+62, 62 or 0, then 8…); the server stores it as +62… so 0812…, 62812… and +62812… are
 * one number. PUT replaces the guest: a group or number left out is cleared (seats and VIP left out
 * stay; a new guest is not VIP).
 */
export const guestPayloadSchema = {
  $id: 'request/guest',
  title: 'Tamu',
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: {
    name: guestFields.name,
    group: guestFields.group,
    whatsapp_number: guestFields.whatsapp_number,
    seats: guestFields.seats,
    vip: guestFields.vip,
  },
  errorMessage: {
    required: { name: 'Nama tamu wajib diisi' },
    additionalProperties: 'Data tamu tidak dikenal',
  },
} as const satisfies Schema;

/** Guests in one import call; the dashboard sends a file in calls of this many, to show progress. */
export const GUEST_IMPORT_BATCH_MAX = 500;

/**
 * POST /v1/invitation/{id}/guest/import: rows of a CSV file the owner checked in the preview. A row
 * that is already a guest (the same number, or the same name where neither has a number) is skipped,
 * so importing one file twice adds nobody twice.
 */
export const guestImportSchema = {
  $id: 'request/guest-import',
  title: 'Impor tamu',
  type: 'object',
  additionalProperties: false,
  required: ['guests'],
  properties: {
    guests: {
      type: 'array',
      title: 'Tamu',
      minItems: 1,
      maxItems: GUEST_IMPORT_BATCH_MAX,
      // Each row as POST /v1/invitation/{id}/guest takes one.
      items: embedded(guestPayloadSchema),
      errorMessage: {
        minItems: 'Tidak ada tamu untuk diimpor',
        maxItems: `Maksimal ${GUEST_IMPORT_BATCH_MAX} tamu sekali kirim`,
      },
    },
  },
  errorMessage: { required: { guests: 'Tidak ada tamu untuk diimpor' } },
} as const satisfies Schema;

/**
 * PUT /v1/invitation/{id}/guest-group/seats: the seats of every guest of one group at once (no group
 * named: the guests without one).
 */
export const guestGroupSeatsSchema = {
  $id: 'request/guest-group-seats',
  title: 'Kursi per grup',
  type: 'object',
  additionalProperties: false,
  required: ['seats'],
  properties: { group: guestFields.group, seats: guestFields.seats },
  errorMessage: {
    required: { seats: 'Jumlah kursi wajib diisi' },
    additionalProperties: 'Data tamu tidak dikenal',
  },
} as const satisfies Schema;

/** What the list shows, by the guest's RSVP answer (docs/product.md#guest-list). */
export const GUEST_RSVP_FILTERS = ['answered', 'unanswered', 'attending', 'declining'] as const;
export const GUEST_SENT_FILTERS = ['sent', 'unsent'] as const;
/** Whether the guest opened their personal link (docs/product.md#link-opens). */
export const GUEST_OPENED_FILTERS = ['opened', 'unopened'] as const;
/** Whether the guest is a guest of honour (VIP) or not. */
export const GUEST_VIP_FILTERS = ['vip', 'regular'] as const;
export const GUEST_SORTS = ['name', '-name', 'created_at', '-created_at', 'sent_at', '-sent_at'] as const;
export const GUEST_PAGE_SIZE_MAX = 5_000;
export const GUEST_LIST_DEFAULTS = { page: 1, pageSize: GUEST_PAGE_SIZE_MAX, sort: 'created_at' } as const;

/**
 * GET /v1/invitation/{id}/guest: the owner's guests, searched (name, group or number), filtered and
 * sorted on the server, a page at a time. Left out, every guest in the order they were added.
 */
export const guestListQuerySchema = {
  $id: 'request/guest-list-query',
  title: 'Daftar tamu',
  ...queryObject({
    q: searchQueryProp('Cari'),
    rsvp: { type: 'string', title: 'RSVP', enum: GUEST_RSVP_FILTERS, errorMessage: 'Saringan RSVP tidak dikenal' },
    sent: { type: 'string', title: 'Tautan', enum: GUEST_SENT_FILTERS, errorMessage: 'Saringan tautan tidak dikenal' },
    opened: {
      type: 'string',
      title: 'Dibuka',
      enum: GUEST_OPENED_FILTERS,
      errorMessage: 'Saringan tautan dibuka tidak dikenal',
    },
    group: groupQueryProp,
    vip: { type: 'string', title: 'VIP', enum: GUEST_VIP_FILTERS, errorMessage: 'Saringan VIP tidak dikenal' },
    sort: { type: 'string', title: 'Urutan', enum: GUEST_SORTS, errorMessage: 'Urutan tidak dikenal' },
    page: pageQueryProp,
    pageSize: pageSizeQueryProp(GUEST_PAGE_SIZE_MAX),
  }),
} as const satisfies Schema;

/** GET /v1/invitation/{id}/wish: the owner's wishes, searched by name or message, of one status or all, newest first. */
export const ownerWishListQuerySchema = {
  $id: 'request/owner-wish-list-query',
  title: 'Daftar ucapan',
  ...queryObject({
    q: guestListQuerySchema.properties.q,
    /** Only the wishes in this state (docs/product.md#wish-moderation); left out, all of them. */
    status: { type: 'string', title: 'Status', enum: WISH_STATUSES, errorMessage: 'Status ucapan tidak dikenal' },
    page: guestListQuerySchema.properties.page,
    pageSize: guestListQuerySchema.properties.pageSize,
  }),
} as const satisfies Schema;

/** GET /v1/guest/code/{code}?slug=…: a personal link names its invitation too. */
export const guestCodeQuerySchema = {
  $id: 'request/guest-code-query',
  title: 'Tautan tamu',
  type: 'object',
  required: ['slug'],
  properties: {
    slug: {
      type: 'string',
      title: 'Undangan',
      minLength: 1,
      maxLength: TEXT_MAX.name,
      errorMessage: { minLength: 'Undangan wajib disebutkan' },
    },
  },
  errorMessage: { required: { slug: 'Undangan wajib disebutkan' } },
} as const satisfies Schema;

export type GuestPayload = FromSchema<typeof guestPayloadSchema>;
export type GuestGroupSeats = FromSchema<typeof guestGroupSeatsSchema>;
export type GuestImport = FromSchema<typeof guestImportSchema>;
export type GuestImportRow = GuestImport['guests'][number];
export type GuestListQuery = FromSchema<typeof guestListQuerySchema>;
export type OwnerWishListQuery = FromSchema<typeof ownerWishListQuerySchema>;
export type GuestCodeQuery = FromSchema<typeof guestCodeQuerySchema>;
