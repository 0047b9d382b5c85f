import { formatCalendarDate } from '../../../engine/format/calendar-date';
import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';

/** The purchase day in Indonesian ('5 Mei 2026'): the guest picked a day, sent as its UTC midnight. */
export function purchaseDay(purchaseDate: string): string {
  return formatCalendarDate(purchaseDate.slice(0, 10)) || purchaseDate;
}

export const CONFIRMATION_STATUS: Record<GiftConfirmation['status'], { label: string; color: string }> = {
  pending: { label: 'Menunggu', color: '#8c6d1f' },
  received: { label: 'Diterima', color: '#23704f' },
};

/** '2 dari 3 terkonfirmasi': a wishlist item's confirmations against its quantity. */
export const confirmedCount = (confirmations: number, qty: number) => `${confirmations} dari ${qty} terkonfirmasi`;
