import { ownerPagePath, type OwnerPage } from '../owner-pages';

/** 'Paket & Pembayaran' in the table of pages (app/owner/owner-pages.ts). */
export const PAYMENT_PAGE = { area: 'setting', path: 'payment' } as const satisfies Pick<OwnerPage, 'area' | 'path'>;

/** The address of an invitation's 'Paket & Pembayaran' (where it pays, extends or upgrades its plan). */
export const paymentPagePath = (invitationId: string): string =>
  `/invitation/${encodeURIComponent(invitationId)}/${ownerPagePath(PAYMENT_PAGE)}`;

/** The address of a paid order's receipt, under the payment page. */
export const receiptPath = (invitationId: string, orderId: string): string =>
  `${paymentPagePath(invitationId)}/receipt/${encodeURIComponent(orderId)}`;
