import { idProp, timestampProp } from '../entities/common';
import { guestSchema } from '../entities/guest.schema';
import type { FromSchema, Schema } from '../json-schema';
import { guestPayloadSchema } from '../requests/guests';
import { completeObject, count, orNull } from '../schema-parts';
import { versionProp } from './owner-content';

/** What the owner's guest pages read (docs/product.md#guest-list). */

const fields = guestPayloadSchema.properties;

/**
 * A guest as the owner sees them: the public entity (id, name, RSVP entries, seats) plus their group, their
 * WhatsApp number (always +62…), the code of their personal link (`/<slug>?to=<code>`), when the
 * link was last sent (null: never), when they were added and their version (sent back as If-Match).
 */
export const ownerGuestSchema = {
  $id: 'response/owner-guest',
  title: 'Tamu',
  ...completeObject({
    ...guestSchema.properties,
    group: orNull({ type: 'string', title: fields.group.title }),
    whatsapp_number: orNull({ type: 'string', title: fields.whatsapp_number.title }),
    // A guest of honour (docs/product.md#guestbook).
    vip: { type: 'boolean', title: fields.vip.title },
    code: { ...idProp, title: 'Kode tautan pribadi' },
    sent_at: orNull(timestampProp),
    // The reminder and the thank-you (docs/product.md#sending): when each last went; null: never.
    reminded_at: orNull(timestampProp),
    thanked_at: orNull(timestampProp),
    // Their personal link (docs/product.md#link-opens): when a guest first opened it (null: never) and how often.
    first_opened_at: orNull(timestampProp),
    open_count: count('Dibuka'),
    created_at: timestampProp,
    version: versionProp,
  }),
} as const satisfies Schema;

/**
 * The `meta` of GET /v1/invitation/{id}/guest: the guests that match (`total`), every guest of the
 * invitation (`all`), the page, and the groups the owner has used, by name, for the group filter.
 */
export const guestListMetaSchema = {
  $id: 'response/guest-list-meta',
  title: 'Daftar tamu',
  ...completeObject({
    total: count('Tamu yang cocok'),
    all: count('Semua tamu'),
    page: { type: 'integer', title: 'Halaman', minimum: 1 },
    pageSize: { type: 'integer', title: 'Jumlah per halaman', minimum: 1 },
    groups: { type: 'array', title: 'Grup', items: { type: 'string', title: 'Grup' } },
  }),
} as const satisfies Schema;

/** POST /v1/invitation/{id}/guest/import: how many rows became guests and how many were already there. */
export const guestImportResultSchema = {
  $id: 'response/guest-import-result',
  title: 'Hasil impor',
  ...completeObject({ added: count('Ditambahkan'), skipped: count('Sudah ada') }),
} as const satisfies Schema;

/** PUT /v1/invitation/{id}/guest-group/seats: how many guests of the group got the seats. */
export const guestGroupSeatsResultSchema = {
  $id: 'response/guest-group-seats-result',
  title: 'Kursi per grup',
  ...completeObject({ updated: count('Tamu yang diubah') }),
} as const satisfies Schema;

/**
 * The `meta` of GET /v1/invitation/{id}/wish: the wishes that match, the page, and how many wishes the
 * invitation has in all and in each status (the filters' counts: the search and status aside).
 */
export const ownerWishListMetaSchema = {
  $id: 'response/owner-wish-list-meta',
  title: 'Daftar ucapan',
  ...completeObject({
    total: count('Ucapan yang cocok'),
    page: guestListMetaSchema.properties.page,
    pageSize: guestListMetaSchema.properties.pageSize,
    counts: {
      title: 'Jumlah per status',
      ...completeObject({
        all: count('Semua ucapan'),
        shown: count('Ucapan yang tampil'),
        pending: count('Ucapan yang menunggu persetujuan'),
        hidden: count('Ucapan yang disembunyikan'),
      }),
    },
  }),
} as const satisfies Schema;

export type OwnerGuest = FromSchema<typeof ownerGuestSchema>;
export type GuestListMeta = FromSchema<typeof guestListMetaSchema>;
export type GuestImportResult = FromSchema<typeof guestImportResultSchema>;
export type GuestGroupSeatsResult = FromSchema<typeof guestGroupSeatsResultSchema>;
export type OwnerWishListMeta = FromSchema<typeof ownerWishListMetaSchema>;
