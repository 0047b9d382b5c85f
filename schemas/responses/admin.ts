import { idProp, timestampProp } from '../entities/common';
import { orderSchema } from '../entities/order.schema';
import type { FromSchema, Schema } from '../json-schema';
import { USER_ROLES } from '../requests/admin';
import { completeObject, count, orNull, text } from '../schema-parts';
import { themeCatalogueItemSchema } from './theme-catalogue';

/** What the operator console's API answers, /v1/admin/… (docs/product.md#operator-console). */

/**
 * What operators do, each as the log names it, with its Indonesian name. `admin.create` and
 * `admin.promote` come from `npm run admin:create`.
 */
export const OPERATOR_ACTION_NAMES = {
  'admin.create': 'Membuat akun operator',
  'admin.promote': 'Menjadikan akun operator',
  'order.confirm': 'Mengonfirmasi transfer',
  'order.reject': 'Menolak transfer',
  'order.refund': 'Menandai pembayaran dikembalikan',
  'transfer-account.create': 'Menambah rekening tujuan',
  'transfer-account.delete': 'Menghapus rekening tujuan',
  'plan.update': 'Mengubah paket',
  'invitation.suspend': 'Menangguhkan undangan',
  'invitation.unsuspend': 'Memulihkan undangan',
} as const;
export type OperatorAction = keyof typeof OPERATOR_ACTION_NAMES;
export const OPERATOR_ACTIONS = Object.keys(OPERATOR_ACTION_NAMES) as OperatorAction[];

/** The `meta` of every paged list of the console: the rows that match, and the page. */
export const adminListMetaSchema = {
  $id: 'response/admin-list-meta',
  title: 'Halaman daftar',
  ...completeObject({
    total: count('Jumlah yang cocok'),
    page: { type: 'integer', title: 'Halaman', minimum: 1 },
    pageSize: { type: 'integer', title: 'Jumlah per halaman', minimum: 1 },
  }),
} as const satisfies Schema;

const person = (title: string) =>
  ({ title, ...completeObject({ id: idProp, name: text('Nama'), email: text('Email') }) }) as const;

/** An order as the console lists it: entity/order with its invitation's slug and its owner. */
export const adminOrderSchema = {
  $id: 'response/admin-order',
  title: 'Pesanan',
  type: 'object',
  additionalProperties: false,
  required: [...orderSchema.required, 'invitation_slug', 'owner'],
  properties: {
    ...orderSchema.properties,
    invitation_slug: text('Undangan'),
    owner: person('Pemilik undangan'),
  },
} as const satisfies Schema;

/** One of the operator's accounts a couple transfers to. */
export const transferAccountSchema = {
  $id: 'response/admin-transfer-account',
  title: 'Rekening tujuan transfer',
  ...completeObject({
    id: idProp,
    channel_type: text('Bank'),
    account_number: text('Nomor rekening'),
    account_name: text('Atas nama'),
    created_at: timestampProp,
  }),
} as const satisfies Schema;

/** An invitation as the console finds it: a root or a version, its owner, plan, payment and suspension. */
export const adminInvitationSchema = {
  $id: 'response/admin-invitation',
  title: 'Undangan',
  ...completeObject({
    id: idProp,
    slug: text('Slug'),
    parent_id: orNull({ ...idProp, title: 'Undangan induk' }),
    version_name: orNull(text('Nama versi')),
    status: text('Status'),
    theme: text('Tema'),
    plan_code: orNull(text('Paket')),
    paid_at: orNull({ ...timestampProp, title: 'Dibayar' }),
    expired_at: orNull({ ...timestampProp, title: 'Aktif sampai' }),
    /** Why an operator suspended it; null: not suspended. */
    suspended_reason: orNull(text('Alasan penangguhan')),
    owner: person('Pemilik'),
    created_at: timestampProp,
  }),
} as const satisfies Schema;

/** An account as the console lists it, with the invitations it owns (roots; versions go with them). */
export const adminUserSchema = {
  $id: 'response/admin-user',
  title: 'Pengguna',
  ...completeObject({
    id: idProp,
    name: text('Nama'),
    email: text('Email'),
    role: { type: 'string', title: 'Peran', enum: USER_ROLES },
    email_verified_at: orNull({ ...timestampProp, title: 'Email terverifikasi' }),
    created_at: timestampProp,
    invitations: count('Undangan'),
  }),
} as const satisfies Schema;

/** A theme of the catalogue as the owner's picker lists it, whether it names a plan, and how many invitations use it. */
export const adminThemeSchema = {
  $id: 'response/admin-theme',
  title: 'Tema',
  ...completeObject({
    ...themeCatalogueItemSchema.properties,
    restricted: { type: 'boolean', title: 'Khusus paket tertentu' },
    used: count('Dipakai undangan'),
  }),
} as const satisfies Schema;

/** One line of the operator log: who (null once their account is gone), what, on what, when. */
export const operatorActionSchema = {
  $id: 'response/operator-action',
  title: 'Tindakan operator',
  ...completeObject({
    id: idProp,
    action: { type: 'string', title: 'Tindakan', enum: OPERATOR_ACTIONS },
    target: text('Sasaran'),
    detail: { type: ['object', 'null'], title: 'Rincian', additionalProperties: true },
    user: orNull(person('Operator')),
    created_at: timestampProp,
  }),
} as const satisfies Schema;

export type AdminListMeta = FromSchema<typeof adminListMetaSchema>;
export type AdminOrder = FromSchema<typeof adminOrderSchema>;
export type TransferAccount = FromSchema<typeof transferAccountSchema>;
export type AdminInvitation = FromSchema<typeof adminInvitationSchema>;
export type AdminUser = FromSchema<typeof adminUserSchema>;
export type AdminTheme = FromSchema<typeof adminThemeSchema>;
export type OperatorActionEntry = FromSchema<typeof operatorActionSchema>;
