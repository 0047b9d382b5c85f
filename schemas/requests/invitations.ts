import { invitationIdProp } from '../entities/common';
import { invitationPlanSchema } from '../entities/invitation-plan.schema';
import { invitationSchema } from '../entities/invitation.schema';
import { privatePersonSchema } from '../entities/private-person.schema';
import type { FromSchema, Schema } from '../json-schema';
import { bodyWithRequired } from '../schema-parts';
import { UNKNOWN_FIELD } from '../unknown-field-message';
import { PAGE_MAX, TEXT_MAX } from '../limits';
import { RESERVED_SLUG_MESSAGE, RESERVED_SLUGS } from '../reserved-slugs';
import { idParams } from './id-params';

/** Request schemas of the invitation routes (docs/product.md#api): bodies, params and the showcase query. */

const props = invitationSchema.properties;
const URL_MESSAGE = 'Tautan harus diawali http://, https:// atau /';
const BOOLEAN_MESSAGE = 'Pilih ya atau tidak';

const slug = {
  ...props.slug,
  maxLength: 100,
  // The service's own first path segments (the demo, the API, its docs, robots.txt …).
  not: { enum: RESERVED_SLUGS },
  errorMessage: {
    pattern: 'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung',
    maxLength: 'Slug maksimal 100 karakter',
    not: RESERVED_SLUG_MESSAGE,
  },
} as const;
const theme = { ...props.theme, errorMessage: { pattern: 'Tema tidak ditemukan' } } as const;
const useGuestbook = { ...props.use_guestbook, errorMessage: { type: BOOLEAN_MESSAGE } } as const;
const useMultipleEvent = { ...props.use_multiple_event, errorMessage: { type: BOOLEAN_MESSAGE } } as const;
const versionName = {
  ...props.version_name,
  maxLength: 100,
  errorMessage: { maxLength: 'Nama versi maksimal 100 karakter' },
} as const;

const { person_name, person_nickname } = privatePersonSchema.properties;
const personNames = {
  type: 'object',
  additionalProperties: false,
  required: ['person_name', 'person_nickname'],
  properties: { person_name, person_nickname },
  errorMessage: {
    required: { person_name: 'Nama lengkap wajib diisi', person_nickname: 'Nama panggilan wajib diisi' },
  },
} as const;

/** POST /v1/invitation: a new draft invitation, optionally on a plan and with the couple's names. */
export const createInvitationRequestSchema = {
  $id: 'request/invitation-create',
  title: 'Buat undangan',
  type: 'object',
  additionalProperties: false,
  required: ['slug', 'theme', 'use_multiple_event'],
  properties: {
    slug,
    theme,
    use_multiple_event: useMultipleEvent,
    use_guestbook: useGuestbook,
    plan_code: { ...invitationPlanSchema.properties.code, title: 'Paket' },
    groom: { ...personNames, title: 'Mempelai pria' },
    bride: { ...personNames, title: 'Mempelai wanita' },
  },
  errorMessage: {
    required: {
      slug: 'Slug wajib diisi',
      theme: 'Tema wajib diisi',
      use_multiple_event: 'Pilih satu atau beberapa acara',
    },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/**
 * Fields of an invitation the owner does not set, each refused by name: the status has its own call
 * (PUT /v1/invitation/{id}/status), the expiry follows the plan and the payment, and so do they.
 */
export const OWNER_LOCKED_FIELDS = {
  status: 'Status diubah dengan tombol Terbitkan',
  expired_at: 'Masa aktif mengikuti paket dan pembayaran, tidak bisa diubah',
  plan_id: 'Paket mengikuti pembayaran, tidak bisa diubah di sini',
  plan_code: 'Paket mengikuti pembayaran, tidak bisa diubah di sini',
  payment_status: 'Status pembayaran tidak bisa diubah oleh pemilik',
} as const;

/**
 * The owner's consent to show the invitation, once published, among the examples of the home page
 * (the public portofolio call, GET /v2/invitation/portofolio); off until the owner turns it on.
 */
export const inPortofolio = {
  type: 'boolean',
  title: 'Tampilkan sebagai contoh',
  errorMessage: { type: 'Pilih ya atau tidak' },
} as const;

const locked = <M extends string>(message: M) => ({ not: {}, errorMessage: message }) as const;

/**
 * PUT /v1/invitation/{id}: the fields an owner edits; a field left out (or blank) stays as it is,
 * and `song: null` goes back to the default song.
 * The locked fields are refused with their own message.
 */
export const updateInvitationRequestSchema = {
  $id: 'request/invitation-update',
  title: 'Ubah undangan',
  type: 'object',
  additionalProperties: false,
  properties: {
    slug,
    theme,
    // null clears the song: the invitation plays the default one again (docs/product.md#music).
    song: { ...props.song, type: ['string', 'null'], errorMessage: { pattern: URL_MESSAGE, type: URL_MESSAGE } },
    use_guestbook: useGuestbook,
    use_multiple_event: useMultipleEvent,
    meta_title: { ...props.meta_title, maxLength: 200, errorMessage: { maxLength: 'Judul maksimal 200 karakter' } },
    meta_description: {
      ...props.meta_description,
      maxLength: 500,
      errorMessage: { maxLength: 'Deskripsi maksimal 500 karakter' },
    },
    meta_image: { ...props.meta_image, errorMessage: { pattern: URL_MESSAGE } },
    caption_share: {
      ...props.caption_share,
      maxLength: 2000,
      errorMessage: { maxLength: 'Teks bagikan maksimal 2000 karakter' },
    },
    quote: { ...props.quote, maxLength: 2000, errorMessage: { maxLength: 'Kutipan maksimal 2000 karakter' } },
    style: props.style,
    in_portofolio: inPortofolio,
    status: locked(OWNER_LOCKED_FIELDS.status),
    expired_at: locked(OWNER_LOCKED_FIELDS.expired_at),
    plan_id: locked(OWNER_LOCKED_FIELDS.plan_id),
    plan_code: locked(OWNER_LOCKED_FIELDS.plan_code),
    payment_status: locked(OWNER_LOCKED_FIELDS.payment_status),
  },
  errorMessage: { additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

/** PUT /v1/invitation/{id}/status: the owner publishes ('Terbitkan') a draft, or takes it back to draft. */
export const invitationStatusRequestSchema = {
  $id: 'request/invitation-status',
  title: 'Status undangan',
  ...bodyWithRequired(
    { status: { ...props.status, errorMessage: { enum: 'Status tidak valid', type: 'Status tidak valid' } } },
    { status: 'Status wajib diisi' },
    { additionalProperties: UNKNOWN_FIELD },
  ),
} as const satisfies Schema;

/** POST /v1/invitation/version: a copy of an invitation under its root. */
export const createVersionRequestSchema = {
  $id: 'request/invitation-version-create',
  title: 'Buat versi',
  type: 'object',
  additionalProperties: false,
  required: ['invitation_id', 'version_name'],
  properties: {
    invitation_id: invitationIdProp,
    version_name: versionName,
    slug,
  },
  errorMessage: {
    required: { invitation_id: 'Undangan wajib diisi', version_name: 'Nama versi wajib diisi' },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

export const invitationIdParamsSchema = {
  $id: 'request/invitation-id-params',
  title: 'Undangan',
  ...idParams('Undangan'),
} as const satisfies Schema;

export const invitationSlugParamsSchema = {
  $id: 'request/invitation-slug-params',
  title: 'Undangan',
  type: 'object',
  additionalProperties: false,
  required: ['slug'],
  properties: { slug: { type: 'string', title: 'Slug', minLength: 1, maxLength: TEXT_MAX.name } },
} as const satisfies Schema;

/** A slug alone, checked as every write checks it: what the availability check answers with. */
export const slugCheckSchema = {
  $id: 'request/invitation-slug-check',
  title: 'Slug',
  type: 'object',
  required: ['slug'],
  properties: { slug },
  errorMessage: { required: { slug: 'Slug wajib diisi' } },
} as const satisfies Schema;

/**
 * GET /v1/invitation/slug-availability: the slug to check (any text: a bad one is answered as not
 * available, with the reason) and, optionally, the invitation whose own slug counts as free.
 */
export const slugAvailabilityQuerySchema = {
  $id: 'request/invitation-slug-availability',
  title: 'Ketersediaan slug',
  type: 'object',
  additionalProperties: false,
  properties: {
    slug: {
      type: 'string',
      title: 'Slug',
      maxLength: TEXT_MAX.url,
      errorMessage: { maxLength: 'Slug maksimal 100 karakter' },
    },
    invitation_id: invitationIdProp,
  },
  errorMessage: { additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

export const SHOWCASE_PAGE_SIZE = { default: 12, max: 50 } as const;

/** GET /v2/invitation/portofolio and /v2/invitation/custom-design. */
export const showcaseQuerySchema = {
  $id: 'request/invitation-showcase-query',
  title: 'Etalase undangan',
  type: 'object',
  additionalProperties: false,
  properties: {
    page: {
      type: 'integer',
      title: 'Halaman',
      minimum: 1,
      maximum: PAGE_MAX,
      default: 1,
      errorMessage: 'Halaman harus bilangan bulat 1 sampai 1.000.000',
    },
    pageSize: {
      type: 'integer',
      title: 'Jumlah per halaman',
      minimum: 1,
      maximum: SHOWCASE_PAGE_SIZE.max,
      default: SHOWCASE_PAGE_SIZE.default,
      errorMessage: `Jumlah per halaman harus antara 1 dan ${SHOWCASE_PAGE_SIZE.max}`,
    },
    theme: { ...props.theme, errorMessage: { pattern: 'Tema tidak valid' } },
  },
  errorMessage: { additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

export type CreateInvitationRequest = FromSchema<typeof createInvitationRequestSchema>;
export type UpdateInvitationRequest = Omit<
  FromSchema<typeof updateInvitationRequestSchema>,
  keyof typeof OWNER_LOCKED_FIELDS
>;
export type InvitationStatusRequest = FromSchema<typeof invitationStatusRequestSchema>;
export type CreateVersionRequest = FromSchema<typeof createVersionRequestSchema>;
export type InvitationIdParams = FromSchema<typeof invitationIdParamsSchema>;
export type InvitationSlugParams = FromSchema<typeof invitationSlugParamsSchema>;
export type ShowcaseQuery = FromSchema<typeof showcaseQuerySchema>;
export type SlugCheck = FromSchema<typeof slugCheckSchema>;
export type SlugAvailabilityQuery = FromSchema<typeof slugAvailabilityQuerySchema>;
