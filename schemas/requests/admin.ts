import { idProp } from '../entities/common';
import { PLAN_CODES } from '../entities/invitation-plan.schema';
import { ORDER_METHODS, ORDER_STATUSES } from '../entities/order.schema';
import type { FromSchema, Schema } from '../json-schema';
import { LIST_MAX, TEXT_MAX } from '../limits';
import { SECTION_SLUGS } from '../section-slugs';
import { UNKNOWN_FIELD } from '../unknown-field-message';
import { BANK_CHANNELS } from './bank-channels';
import { pageQueryProp, pageSizeQueryProp, queryObject, searchQueryProp } from './list-query';

/** Request schemas of the operator console's API, /v1/admin/… (docs/product.md#operator-console). */

/** What an account is: a couple's (`owner`, every sign-up) or an operator's (`admin`, `npm run admin:create`). */
export const USER_ROLES = ['owner', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Rows per page of the console's lists. */
export const ADMIN_PAGE_SIZE = { default: 20, max: 100 } as const;
/** The longest reason or note an operator writes. */
export const REASON_MAX = 500;

const paging = { page: pageQueryProp, pageSize: pageSizeQueryProp(ADMIN_PAGE_SIZE.max) } as const;

/** A list's query: its own filters, then the page. */
const listQuery = <const Id extends string, const P extends Record<string, Schema>>(
  id: Id,
  title: string,
  filters: P,
) => ({ $id: id, title, ...queryObject({ ...filters, ...paging }) }) as const;

/** GET /v1/admin/orders: by status and method, searched by order number, slug or owner's e-mail; newest first. */
export const adminOrderListQuerySchema = listQuery('request/admin-order-list', 'Daftar pesanan', {
  status: { type: 'string', title: 'Status', enum: ORDER_STATUSES, errorMessage: 'Status tidak dikenal' },
  method: { type: 'string', title: 'Metode', enum: ORDER_METHODS, errorMessage: 'Metode tidak dikenal' },
  q: searchQueryProp('Nomor pesanan, slug atau email'),
});

/** GET /v1/admin/invitations: searched by slug or the owner's e-mail; newest first. */
export const adminInvitationListQuerySchema = listQuery('request/admin-invitation-list', 'Daftar undangan', {
  q: searchQueryProp('Slug atau email pemilik'),
  suspended: { type: 'boolean', title: 'Hanya yang ditangguhkan', errorMessage: 'Pilih true atau false' },
});

/** GET /v1/admin/users: searched by name or e-mail, by role; newest first. */
export const adminUserListQuerySchema = listQuery('request/admin-user-list', 'Daftar pengguna', {
  q: searchQueryProp('Nama atau email'),
  role: { type: 'string', title: 'Peran', enum: USER_ROLES, errorMessage: 'Peran tidak dikenal' },
});

/** GET /v1/admin/actions: the log, newest first, of one target (`order:UND-…`) or one operator if asked. */
export const operatorActionListQuerySchema = listQuery('request/operator-action-list', 'Catatan tindakan operator', {
  target: { type: 'string', title: 'Sasaran', maxLength: TEXT_MAX.title, errorMessage: 'Sasaran terlalu panjang' },
  user_id: { ...idProp, title: 'Operator' },
});

/** A required reason: a rejection's, a refund's, a suspension's. */
const reasonProp = {
  type: 'string',
  title: 'Alasan',
  minLength: 1,
  maxLength: REASON_MAX,
  errorMessage: { minLength: 'Alasan wajib diisi', maxLength: `Alasan maksimal ${REASON_MAX} karakter` },
} as const;

const withReason = <const Id extends string>(id: Id, title: string) =>
  ({
    $id: id,
    title,
    type: 'object',
    additionalProperties: false,
    required: ['reason'],
    properties: { reason: reasonProp },
    errorMessage: { required: { reason: 'Alasan wajib diisi' }, additionalProperties: UNKNOWN_FIELD },
  }) as const;

/** A note an operator may add to an action; the route takes no body as `{}`. */
const withNote = <const Id extends string>(id: Id, title: string) =>
  ({
    $id: id,
    title,
    type: 'object',
    additionalProperties: false,
    properties: {
      note: { ...reasonProp, title: 'Catatan', errorMessage: { maxLength: `Catatan maksimal ${REASON_MAX} karakter` } },
    },
    errorMessage: { additionalProperties: UNKNOWN_FIELD },
  }) as const;

/** POST /v1/admin/orders/{order_id}/confirm: the transfer arrived; a note if the operator likes (e.g. the bank's reference). */
export const orderConfirmRequestSchema = withNote('request/admin-order-confirm', 'Konfirmasi transfer');
/** POST /v1/admin/orders/{order_id}/reject: why; the couple reads it. */
export const orderRejectRequestSchema = withReason('request/admin-order-reject', 'Tolak transfer');
/** POST /v1/admin/orders/{order_id}/refund: why the money went back. */
export const orderRefundRequestSchema = withReason('request/admin-order-refund', 'Tandai dikembalikan');
/** POST /v1/admin/invitations/{id}/suspend. */
export const invitationSuspendRequestSchema = withReason('request/admin-invitation-suspend', 'Tangguhkan undangan');
/** POST /v1/admin/invitations/{id}/unsuspend. */
export const invitationUnsuspendRequestSchema = withNote('request/admin-invitation-unsuspend', 'Pulihkan undangan');

const BANK_NAMES = BANK_CHANNELS.filter((channel) => channel.kind === 'bank').map((channel) => channel.name);

/** POST /v1/admin/transfer-accounts: an account of the operator's that couples transfer to. */
export const transferAccountRequestSchema = {
  $id: 'request/admin-transfer-account',
  title: 'Rekening tujuan transfer',
  type: 'object',
  additionalProperties: false,
  required: ['channel_type', 'account_number', 'account_name'],
  properties: {
    channel_type: { type: 'string', title: 'Bank', enum: BANK_NAMES, errorMessage: 'Pilih bank dari daftar' },
    account_number: {
      type: 'string',
      title: 'Nomor rekening',
      pattern: '^[0-9]{5,20}$',
      maxLength: 20,
      errorMessage: 'Nomor rekening berisi 5 sampai 20 angka, tanpa spasi atau tanda baca',
    },
    account_name: {
      type: 'string',
      title: 'Atas nama',
      minLength: 1,
      maxLength: TEXT_MAX.name,
      errorMessage: { maxLength: `Nama pemilik rekening maksimal ${TEXT_MAX.name} karakter` },
    },
  },
  errorMessage: {
    required: {
      channel_type: 'Pilih bank dari daftar',
      account_number: 'Nomor rekening wajib diisi',
      account_name: 'Nama pemilik rekening wajib diisi',
    },
    additionalProperties: UNKNOWN_FIELD,
  },
} as const satisfies Schema;

/** The highest price a plan may have, in Rupiah. */
export const PLAN_PRICE_MAX = 100_000_000;
const rupiah = (title: string) =>
  ({
    type: 'integer',
    title,
    minimum: 0,
    maximum: PLAN_PRICE_MAX,
    errorMessage: `${title} harus bilangan bulat 0 sampai 100.000.000`,
  }) as const;

/**
 * PUT /v1/admin/plans/{code}: what an operator sets of a plan; each field given is changed, the others
 * stay. `discount_price` null ends a discount; `description` null removes it.
 */
export const planUpdateRequestSchema = {
  $id: 'request/admin-plan-update',
  title: 'Ubah paket',
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    price: rupiah('Harga'),
    discount_price: { anyOf: [rupiah('Harga diskon'), { type: 'null' }], title: 'Harga diskon' },
    expired_day: {
      type: 'integer',
      title: 'Masa aktif (hari)',
      minimum: 1,
      maximum: 3650,
      errorMessage: 'Masa aktif 1 sampai 3.650 hari',
    },
    section: {
      type: 'array',
      title: 'Bagian yang diizinkan',
      uniqueItems: true,
      maxItems: SECTION_SLUGS.length,
      items: { type: 'string', enum: SECTION_SLUGS, errorMessage: 'Bagian tidak dikenal' },
      errorMessage: { uniqueItems: 'Setiap bagian cukup disebut sekali' },
    },
    with_guestbook: { type: 'boolean', title: 'Dengan buku tamu' },
    add_ons: {
      type: 'array',
      title: 'Tambahan',
      uniqueItems: true,
      maxItems: LIST_MAX,
      items: { type: 'string', maxLength: TEXT_MAX.name },
      errorMessage: { uniqueItems: 'Setiap tambahan cukup disebut sekali' },
    },
    description: {
      type: ['string', 'null'],
      title: 'Deskripsi',
      maxLength: TEXT_MAX.paragraph,
      errorMessage: { maxLength: `Deskripsi maksimal ${TEXT_MAX.paragraph} karakter` },
    },
  },
  errorMessage: { minProperties: 'Tidak ada yang diubah', additionalProperties: UNKNOWN_FIELD },
} as const satisfies Schema;

/** A path's `{code}` of a plan. */
export const planCodeParamsSchema = {
  $id: 'request/admin-plan-code',
  type: 'object',
  additionalProperties: false,
  required: ['code'],
  properties: { code: { type: 'string', title: 'Paket', enum: PLAN_CODES, errorMessage: 'Paket tidak dikenal' } },
} as const satisfies Schema;

export type AdminOrderListQuery = FromSchema<typeof adminOrderListQuerySchema>;
export type AdminInvitationListQuery = FromSchema<typeof adminInvitationListQuerySchema>;
export type AdminUserListQuery = FromSchema<typeof adminUserListQuerySchema>;
export type OperatorActionListQuery = FromSchema<typeof operatorActionListQuerySchema>;
export type ReasonRequest = FromSchema<typeof orderRejectRequestSchema>;
export type NoteRequest = FromSchema<typeof orderConfirmRequestSchema>;
export type TransferAccountRequest = FromSchema<typeof transferAccountRequestSchema>;
export type PlanUpdateRequest = FromSchema<typeof planUpdateRequestSchema>;
export type PlanCodeParams = FromSchema<typeof planCodeParamsSchema>;
