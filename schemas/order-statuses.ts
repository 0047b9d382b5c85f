import type { OrderStatus } from './entities/order.schema';

/**
 * Each order status as a couple and an operator read it (docs/product.md#payment), for badges and for
 * the messages that name a status.
 */
export const ORDER_STATUS_NAMES: Record<OrderStatus, string> = {
  pending: 'Menunggu pembayaran',
  paid: 'Dibayar',
  expired: 'Kedaluwarsa',
  failed: 'Gagal',
  rejected: 'Ditolak',
  refunded: 'Dikembalikan',
};
