import { timestampProp } from '../entities/common';
import type { FromSchema, Schema } from '../json-schema';
import { INT4_MAX, TEXT_MAX, UUID_PATTERN } from '../limits';
import { bodyWithRequired, closedObject } from '../schema-parts';
import { guestPayloadSchema } from './guests';

/*
 * The venue guestbook's requests (docs/product.md#guestbook). Every guestbook call answers 403 unless
 * the invitation's plan has `with_guestbook` and the invitation has `use_guestbook` on. Ids of
 * check-ins, walk-in guests and souvenir handouts are made on the usher's device (a UUID), so a call
 * sent again after a lost answer is the same write, never a second one.
 */

/** Layouts of the greeting on the hall's screen. */
export const GREETING_LAYOUTS = ['classic', 'spotlight', 'banner'] as const;
export const GREETING_SECONDS = { min: 3, max: 60, default: 10 } as const;
/** A greeting still waiting after this many seconds is skipped on the hall's screen (counted, logged). */
export const GREETING_MAX_AGE_SECONDS = { min: 30, max: 1800, default: 120 } as const;
/** The VIP greeting's words when the owner wrote none. */
export const VIP_GREETING_DEFAULT = 'Selamat Datang, Tamu Kehormatan';
/** How a souvenir is handed: one per guest, or one per person checked in with the guest. */
export const SOUVENIR_RULES = ['per_guest', 'per_person'] as const;
/** The longest an usher's access may last, from its creation. */
export const USHER_ACCESS_MAX_DAYS = 30;
/** An usher's code: 8 letters and digits, no 0/O or 1/I, typed in capitals. */
export const USHER_CODE_PATTERN = '^[A-HJ-NP-Z2-9]{8}$';
/** People one check-in may bring, the guest included. */
export const CHECK_IN_PAX_MAX = 100;

/** A UUID made on the device (its 8-4-4-4-12 form: 36 dashes or hex digits in any order are not one). */
export const deviceId = (title: string) =>
  ({
    type: 'string',
    title,
    maxLength: 36,
    pattern: UUID_PATTERN,
    errorMessage: `${title} harus UUID`,
  }) as const;
const nameProp = (title: string, required: string) =>
  ({
    type: 'string',
    title,
    minLength: 1,
    maxLength: TEXT_MAX.name,
    pattern: '\\S',
    errorMessage: {
      minLength: required,
      pattern: required,
      maxLength: `${title} maksimal ${TEXT_MAX.name} karakter`,
    },
  }) as const;
const paxProp = {
  type: 'integer',
  title: 'Jumlah orang',
  minimum: 1,
  maximum: CHECK_IN_PAX_MAX,
  errorMessage: `Jumlah orang harus 1 sampai ${CHECK_IN_PAX_MAX}`,
} as const;
export const idRef = (title: string) => ({ type: 'string', title, minLength: 1, maxLength: TEXT_MAX.id }) as const;
/**
 * A check-in's body, listed guest or walk-in: its id made on the device, the guest's fields, the
 * people and the device's time. `required` and `requiredMessages` name the guest's fields it must carry.
 */
const checkInBody = <
  const R extends readonly string[],
  const P extends Record<string, Schema>,
  const M extends Record<string, string>,
>(
  required: R,
  properties: P,
  requiredMessages: M,
  unknownMessage: string,
) =>
  ({
    ...closedObject(['id', ...required, 'pax', 'checked_in_at'], {
      id: deviceId('ID check-in'),
      ...properties,
      pax: paxProp,
      checked_in_at: { ...timestampProp, title: 'Waktu check-in' },
    }),
    errorMessage: {
      required: { ...requiredMessages, pax: 'Jumlah orang wajib diisi' },
      additionalProperties: unknownMessage,
    },
  }) as const;

/** POST /v1/guestbook/usher/session: an usher's device trades the code for an usher token. */
export const usherSessionSchema = {
  $id: 'request/usher-session',
  title: 'Masuk sebagai penerima tamu',
  ...bodyWithRequired(
    {
      code: {
        type: 'string',
        title: 'Kode akses',
        maxLength: 8,
        pattern: USHER_CODE_PATTERN,
        errorMessage: 'Kode akses terdiri dari 8 huruf dan angka',
      },
    },
    { code: 'Kode akses wajib diisi' },
  ),
} as const satisfies Schema;

/** POST /v1/invitation/{id}/guestbook/usher: the owner gives an usher access until `expires_at`. */
export const usherAccessSchema = {
  $id: 'request/usher-access',
  title: 'Akses penerima tamu',
  ...bodyWithRequired(
    {
      name: nameProp('Nama penerima tamu', 'Nama penerima tamu wajib diisi'),
      expires_at: { ...timestampProp, title: 'Berlaku sampai' },
    },
    { name: 'Nama penerima tamu wajib diisi', expires_at: 'Batas waktu akses wajib diisi' },
    { additionalProperties: 'Data akses tidak dikenal' },
  ),
} as const satisfies Schema;

/**
 * POST /v1/invitation/{id}/guestbook/check-in: a guest arrived with `pax` people (the guest included),
 * at `checked_in_at` on the device's clock. Answers the check-in made, the same one again for a retry
 * of its id, or, when another device checked the guest in first, that one (`result: 'already'`).
 */
export const checkInSchema = {
  $id: 'request/check-in',
  title: 'Check-in tamu',
  ...checkInBody(
    ['guest_id'],
    { guest_id: idRef('Tamu') },
    { guest_id: 'Tamu wajib dipilih' },
    'Data check-in tidak dikenal',
  ),
} as const satisfies Schema;

/**
 * POST /v1/invitation/{id}/guestbook/walk-in: a guest not on the list, added at the door and checked
 * in at once, seated at `table_id` when the usher chose one. `guest_id` and `id` (the check-in's) are
 * made on the device; the souvenirs handed to them follow as souvenir handouts.
 */
export const walkInSchema = {
  $id: 'request/walk-in',
  title: 'Tamu tanpa undangan',
  ...checkInBody(
    ['guest_id', 'name'],
    {
      guest_id: deviceId('ID tamu'),
      name: guestPayloadSchema.properties.name,
      group: guestPayloadSchema.properties.group,
      /** The venue's table the usher seats them at (not required). */
      table_id: idRef('Meja'),
    },
    { name: 'Nama tamu wajib diisi' },
    'Data tamu tidak dikenal',
  ),
} as const satisfies Schema;

/** POST and PUT of a venue table. */
export const guestbookTableSchema = {
  $id: 'request/guestbook-table',
  title: 'Meja',
  ...bodyWithRequired(
    {
      name: nameProp('Nama meja', 'Nama meja wajib diisi'),
      capacity: {
        type: 'integer',
        title: 'Kapasitas',
        minimum: 1,
        maximum: 1000,
        errorMessage: 'Kapasitas harus 1 sampai 1.000 orang',
      },
    },
    { name: 'Nama meja wajib diisi', capacity: 'Kapasitas wajib diisi' },
    { additionalProperties: 'Data meja tidak dikenal' },
  ),
} as const satisfies Schema;

/**
 * PUT /v1/invitation/{id}/guestbook/seating: seats the guests named, or every guest of a group, at a
 * table (`table_id` null: no table).
 */
export const seatingSchema = {
  $id: 'request/seating',
  title: 'Pengaturan meja',
  ...bodyWithRequired(
    {
      table_id: { anyOf: [idRef('Meja'), { type: 'null' }] },
      guest_ids: { type: 'array', title: 'Tamu', maxItems: 5_000, items: idRef('Tamu') },
      group: guestPayloadSchema.properties.group,
    },
    { table_id: 'Meja wajib dipilih' },
    { additionalProperties: 'Data meja tidak dikenal' },
  ),
} as const satisfies Schema;

/** POST and PUT of a souvenir kind. */
export const souvenirSchema = {
  $id: 'request/souvenir',
  title: 'Suvenir',
  ...bodyWithRequired(
    {
      name: nameProp('Nama suvenir', 'Nama suvenir wajib diisi'),
      stock: {
        type: 'integer',
        title: 'Stok',
        minimum: 0,
        maximum: INT4_MAX,
        errorMessage: 'Stok harus bilangan bulat 0 atau lebih',
      },
      rule: { type: 'string', title: 'Aturan', enum: SOUVENIR_RULES, errorMessage: 'Aturan suvenir tidak dikenal' },
    },
    { name: 'Nama suvenir wajib diisi', stock: 'Stok wajib diisi', rule: 'Aturan wajib dipilih' },
    { additionalProperties: 'Data suvenir tidak dikenal' },
  ),
} as const satisfies Schema;

/**
 * POST /v1/invitation/{id}/guestbook/souvenir-handout: a souvenir handed to a guest (one, or one per
 * person checked in with them, by the souvenir's rule). A second handout of one souvenir to one guest
 * is refused by the database (409).
 */
export const souvenirHandoutSchema = {
  $id: 'request/souvenir-handout',
  title: 'Pemberian suvenir',
  ...closedObject(['id', 'souvenir_id', 'guest_id'], {
    id: deviceId('ID pemberian'),
    souvenir_id: idRef('Suvenir'),
    guest_id: idRef('Tamu'),
  }),
  errorMessage: {
    required: { souvenir_id: 'Suvenir wajib dipilih', guest_id: 'Tamu wajib dipilih' },
    additionalProperties: 'Data suvenir tidak dikenal',
  },
} as const satisfies Schema;

/** PUT /v1/invitation/{id}/guestbook/settings: the greeting screen's settings. */
export const guestbookSettingsSchema = {
  $id: 'request/guestbook-settings',
  title: 'Layar sapaan',
  ...closedObject(['screen_layout', 'greeting_seconds', 'show_table'], {
    screen_layout: {
      type: 'string',
      title: 'Tata letak',
      enum: GREETING_LAYOUTS,
      default: 'classic',
      errorMessage: 'Tata letak tidak dikenal',
    },
    greeting_seconds: {
      type: 'integer',
      title: 'Lama sapaan (detik)',
      minimum: GREETING_SECONDS.min,
      maximum: GREETING_SECONDS.max,
      default: GREETING_SECONDS.default,
      errorMessage: `Lama sapaan harus ${GREETING_SECONDS.min} sampai ${GREETING_SECONDS.max} detik`,
    },
    show_table: { type: 'boolean', title: 'Tampilkan meja tamu', default: true },
    greeting_max_age_seconds: {
      type: 'integer',
      title: 'Lewati sapaan yang menunggu lebih dari (detik)',
      minimum: GREETING_MAX_AGE_SECONDS.min,
      maximum: GREETING_MAX_AGE_SECONDS.max,
      default: GREETING_MAX_AGE_SECONDS.default,
      errorMessage: `Batas tunggu sapaan harus ${GREETING_MAX_AGE_SECONDS.min} sampai ${GREETING_MAX_AGE_SECONDS.max} detik`,
    },
    vip_greeting: {
      type: ['string', 'null'],
      title: 'Sapaan tamu VIP',
      maxLength: TEXT_MAX.name,
      default: null,
      errorMessage: `Sapaan tamu VIP maksimal ${TEXT_MAX.name} karakter`,
    },
    single_use_codes: { type: 'boolean', title: 'QR Code tamu hanya berlaku sekali', default: false },
    check_out: { type: 'boolean', title: 'Catat tamu pulang (check-out)', default: false },
  }),
  errorMessage: { additionalProperties: 'Pengaturan tidak dikenal' },
} as const satisfies Schema;

export type UsherSession = FromSchema<typeof usherSessionSchema>;
export type UsherAccessPayload = FromSchema<typeof usherAccessSchema>;
export type CheckInPayload = FromSchema<typeof checkInSchema>;
export type WalkInPayload = FromSchema<typeof walkInSchema>;
export type GuestbookTablePayload = FromSchema<typeof guestbookTableSchema>;
export type SeatingPayload = FromSchema<typeof seatingSchema>;
export type SouvenirPayload = FromSchema<typeof souvenirSchema>;
export type SouvenirHandoutPayload = FromSchema<typeof souvenirHandoutSchema>;
export type GuestbookSettings = FromSchema<typeof guestbookSettingsSchema>;
export type GreetingLayout = (typeof GREETING_LAYOUTS)[number];

/** A guestbook's settings until the owner saves any. */
export const GUESTBOOK_SETTINGS_DEFAULTS: GuestbookSettings = {
  screen_layout: guestbookSettingsSchema.properties.screen_layout.default,
  greeting_seconds: GREETING_SECONDS.default,
  show_table: guestbookSettingsSchema.properties.show_table.default,
  greeting_max_age_seconds: GREETING_MAX_AGE_SECONDS.default,
  vip_greeting: null,
  single_use_codes: false,
  check_out: false,
};
export type SouvenirRule = (typeof SOUVENIR_RULES)[number];
