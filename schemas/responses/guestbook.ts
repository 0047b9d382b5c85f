import { idProp, timestampProp } from '../entities/common';
import { embedded, type FromSchema, type Schema } from '../json-schema';
import { INT4_MAX, SEQ_MAX } from '../limits';
import { completeObject, count, orNull, text } from '../schema-parts';
import { versionProp } from './owner-content';
import { deskCountProps, guestEnvelopeSchema } from './guestbook-desk';
import {
  CHECK_IN_PAX_MAX,
  guestbookSettingsSchema,
  guestbookTableSchema as tableRequestSchema,
  SOUVENIR_RULES,
} from '../requests/guestbook';

/** What the venue guestbook's calls answer (docs/product.md#guestbook). */

/** A count or quantity: an `integer` column, or a count(*)/sum cast to one (::int). */
const int4Count = (title: string) => ({ ...count(title), maximum: INT4_MAX }) as const;

/** A check-in's fields every answer carries. */
const checkInFields = completeObject({
  id: idProp,
  seq: { type: 'integer', title: 'Urutan', minimum: 1, maximum: SEQ_MAX },
  guest_id: idProp,
  guest_name: text('Nama tamu'),
  /** The guest's table, if they have one. */
  table_name: orNull(text('Meja')),
  pax: { type: 'integer', title: 'Jumlah orang', minimum: 1, maximum: CHECK_IN_PAX_MAX },
  checked_in_at: timestampProp,
  usher_name: text('Penerima tamu'),
  /** Undone by an usher (a mistaken check-in); the guest may be checked in again. */
  undone: { type: 'boolean', title: 'Dibatalkan' },
});

/** A guest's arrival: who checked them in, when, with how many people; `seq` orders every check-in. */
export const checkInSchema = {
  $id: 'response/check-in',
  title: 'Check-in',
  ...checkInFields,
  properties: {
    ...checkInFields.properties,
    /**
     * When the guest left (docs/product.md#guestbook, check-out); null: still inside. The server
     * always sends it; absent in a check-in a device made and has not sent yet.
     */
    checked_out_at: orNull({ ...timestampProp, title: 'Waktu pulang' }),
    /**
     * The guest is a VIP (guests.vip): the hall's screen greets them alone, first, with the VIP
     * greeting. The server always sends it; absent in a check-in a device made and has not sent yet.
     */
    vip: { type: 'boolean', title: 'Tamu VIP' },
    /** The guest's group (guests.group): the hall's screen greets a group arriving together as one. */
    guest_group: orNull(text('Grup')),
  },
} as const satisfies Schema;

/**
 * POST …/check-in and …/walk-in: `created` (this call made it), `same` (a retry of a check-in already
 * stored: the stored one), `already` (another check-in of the guest came first: that one, so the
 * device can tell the usher when and by whom).
 */
export const checkInResultSchema = {
  $id: 'response/check-in-result',
  title: 'Hasil check-in',
  ...completeObject({
    result: { type: 'string', title: 'Hasil', enum: ['created', 'same', 'already'] },
    check_in: embedded(checkInSchema),
  }),
} as const satisfies Schema;

/** A venue table with how many guests and people are seated at it. */
export const guestbookTableSchema = {
  $id: 'response/guestbook-table',
  title: 'Meja',
  ...completeObject({
    id: idProp,
    name: text(tableRequestSchema.properties.name.title),
    capacity: int4Count('Kapasitas'),
    guests: int4Count('Tamu'),
    /** People expected at the table: each guest's RSVP pax, at least 1 each; over `capacity` warns. */
    seated: int4Count('Orang'),
  }),
} as const satisfies Schema;

/** A souvenir kind with what is left of its stock. */
export const souvenirSchema = {
  $id: 'response/souvenir',
  title: 'Suvenir',
  ...completeObject({
    id: idProp,
    name: text('Nama suvenir'),
    stock: int4Count('Stok'),
    rule: { type: 'string', title: 'Aturan', enum: SOUVENIR_RULES },
    /** Souvenirs handed so far (quantities added up). */
    handed: int4Count('Sudah diberikan'),
    left: int4Count('Sisa'),
  }),
} as const satisfies Schema;

/** A souvenir handed to a guest. */
export const souvenirHandoutSchema = {
  $id: 'response/souvenir-handout',
  title: 'Pemberian suvenir',
  ...completeObject({
    id: idProp,
    souvenir_id: idProp,
    guest_id: idProp,
    quantity: int4Count('Jumlah'),
    usher_name: text('Penerima tamu'),
    handed_at: timestampProp,
  }),
} as const satisfies Schema;

/** The day's counts: guests and people arrived against those expected, souvenirs handed. */
export const guestbookCountsSchema = {
  $id: 'response/guestbook-counts',
  title: 'Rekap hari ini',
  ...completeObject({
    /** Every guest on the list (walk-ins included). */
    guests: int4Count('Tamu'),
    /** Guests checked in (not undone). */
    arrived: int4Count('Tamu hadir'),
    /** People the RSVP answers expect: each attending guest's largest pax. */
    expected_people: int4Count('Orang diharapkan'),
    /** People who came: the checked-in pax added up. */
    people: int4Count('Orang hadir'),
    walk_ins: int4Count('Tamu tanpa undangan'),
    souvenirs_handed: int4Count('Suvenir diberikan'),
    /** Single-use codes shown again at the door and flagged by an usher (door_code_flags). */
    code_flags: int4Count('Kode dipakai ulang'),
    ...deskCountProps,
  }),
} as const satisfies Schema;

/** A souvenir handed to a guest as the check-in devices see it: when and by whom. */
export const venueHandoutSchema = {
  $id: 'response/venue-handout',
  title: 'Suvenir diberikan',
  ...completeObject({
    souvenir_id: idProp,
    handed_at: timestampProp,
    usher_name: text('Penerima tamu'),
  }),
} as const satisfies Schema;

/** A guest as the venue sees them: enough to find, greet, seat and check them in. */
export const venueGuestSchema = {
  $id: 'response/venue-guest',
  title: 'Tamu',
  ...completeObject({
    id: idProp,
    name: text('Nama tamu'),
    group: orNull(text('Grup')),
    /** The largest pax of the guest's attending RSVP entries; null: no answer or not attending. */
    rsvp_pax: orNull(int4Count('Jumlah tamu RSVP')),
    /** true: attends an event; false: declined; null: no answer. */
    attending: orNull({ type: 'boolean', title: 'Hadir' }),
    table_id: orNull(idProp),
    walk_in: { type: 'boolean', title: 'Tamu tanpa undangan' },
    /** The guest's check-in that is not undone, if any. */
    check_in: orNull(embedded(checkInSchema)),
    /** Souvenirs already handed to the guest. */
    souvenir_ids: { type: 'array', title: 'Suvenir', items: idProp },
    /** The people the invitation is for (guests.seats); null: not known (a walk-in made on a device). */
    seats: orNull(int4Count('Undangan untuk')),
    /** When and by whom each souvenir in `souvenir_ids` was handed, as far as the device knows. */
    souvenir_handouts: { type: 'array', title: 'Suvenir diberikan', items: embedded(venueHandoutSchema) },
    /** A guest of honour: their table highlighted at the door. */
    vip: { type: 'boolean', title: 'Tamu VIP' },
    /** The envelopes (angpao) the guest handed in; null: none recorded. */
    envelope: orNull(embedded(guestEnvelopeSchema)),
  }),
} as const satisfies Schema;

/**
 * GET /v1/invitation/{id}/guestbook/venue: everything a check-in device keeps to work offline: the
 * guests, tables, souvenirs, counts and settings, and `seq`, the latest check-in it includes (the
 * websocket sends what comes after).
 */
export const venueSnapshotSchema = {
  $id: 'response/venue-snapshot',
  title: 'Buku tamu',
  ...completeObject({
    invitation: {
      title: 'Undangan',
      ...completeObject({
        id: idProp,
        slug: text('Alamat'),
        /** The couple's nicknames, "Raka & Ayu". */
        title: text('Judul'),
      }),
    },
    guests: { type: 'array', title: 'Tamu', items: embedded(venueGuestSchema) },
    tables: { type: 'array', title: 'Meja', items: embedded(guestbookTableSchema) },
    souvenirs: { type: 'array', title: 'Suvenir', items: embedded(souvenirSchema) },
    counts: embedded(guestbookCountsSchema),
    settings: embedded(guestbookSettingsSchema),
    seq: { type: 'integer', title: 'Urutan terakhir', minimum: 0, maximum: SEQ_MAX },
    /** Who is using the device: the owner, or an usher by name. */
    viewer: {
      title: 'Pengguna',
      ...completeObject({ role: { type: 'string', title: 'Peran', enum: ['owner', 'usher'] }, name: text('Nama') }),
    },
  }),
} as const satisfies Schema;

/** Usher access as the owner sees it; `code` is what the usher types or the link carries. */
export const usherAccessSchema = {
  $id: 'response/usher-access',
  title: 'Akses penerima tamu',
  ...completeObject({
    id: idProp,
    name: text('Nama penerima tamu'),
    code: text('Kode akses'),
    expires_at: timestampProp,
    revoked_at: orNull(timestampProp),
    created_at: timestampProp,
  }),
} as const satisfies Schema;

/** POST /v1/guestbook/usher/session: the usher's token (sent as a bearer token) and what it opens. */
export const usherSessionResultSchema = {
  $id: 'response/usher-session',
  title: 'Sesi penerima tamu',
  ...completeObject({
    token: text('Token'),
    invitation_id: idProp,
    name: text('Nama penerima tamu'),
    expires_at: timestampProp,
  }),
} as const satisfies Schema;

export type CheckIn = FromSchema<typeof checkInSchema>;
export type CheckInResult = FromSchema<typeof checkInResultSchema>;
/**
 * The `meta` of the owner's lists of tables and souvenir kinds: each row's version by its id
 * (docs/product.md#no-lost-edit), sent back as If-Match by a change or a removal of it.
 */
export const venueRowVersionsSchema = {
  $id: 'response/venue-row-versions',
  title: 'Versi',
  ...completeObject({
    versions: { type: 'object', title: 'Versi tiap baris', additionalProperties: versionProp },
  }),
} as const satisfies Schema;

export type GuestbookTable = FromSchema<typeof guestbookTableSchema>;
export type VenueRowVersions = FromSchema<typeof venueRowVersionsSchema>;
export type Souvenir = FromSchema<typeof souvenirSchema>;
export type SouvenirHandout = FromSchema<typeof souvenirHandoutSchema>;
export type GuestbookCounts = FromSchema<typeof guestbookCountsSchema>;
export type VenueGuest = FromSchema<typeof venueGuestSchema>;
export type VenueHandout = FromSchema<typeof venueHandoutSchema>;
export type VenueSnapshot = FromSchema<typeof venueSnapshotSchema>;
export type UsherAccess = FromSchema<typeof usherAccessSchema>;
export type UsherSessionResult = FromSchema<typeof usherSessionResultSchema>;
