import { idProp, timestampProp } from '../entities/common';
import { guestSchema } from '../entities/guest.schema';
import type { FromSchema, Schema } from '../json-schema';
import { guestPayloadSchema } from '../requests/guests';
import { completeObject, count, orNull } from '../schema-parts';
import { versionProp } from './owner-content';

/** What the owner's guest pages read (docs/product.md#guest-list). */

const fields = guestPayloadSchema.properties;

/**
 * A guest as the owner sees them: the public entity (id, name, RSVP entries) plus their group, their
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
    code: { ...idProp, title: 'Kode tautan pribadi' },
    sent_at: orNull(timestampProp),
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

/** The `meta` of GET /v1/invitation/{id}/wish: the wishes that match, and the page. */
export const ownerWishListMetaSchema = {
  $id: 'response/owner-wish-list-meta',
  title: 'Daftar ucapan',
  ...completeObject({
    total: count('Ucapan yang cocok'),
    page: guestListMetaSchema.properties.page,
    pageSize: guestListMetaSchema.properties.pageSize,
  }),
} as const satisfies Schema;

export type OwnerGuest = FromSchema<typeof ownerGuestSchema>;
export type GuestListMeta = FromSchema<typeof guestListMetaSchema>;
export type GuestImportResult = FromSchema<typeof guestImportResultSchema>;
export type OwnerWishListMeta = FromSchema<typeof ownerWishListMetaSchema>;
