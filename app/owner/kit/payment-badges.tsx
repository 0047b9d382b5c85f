import type { OrderStatus } from '../../../schemas/entities/order.schema';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { Badge } from '../../ui/badge';

/**
 * Each order status's badge (docs/product.md#plans): PENDING, PAID and EXPIRED as the product names
 * them, the other statuses in Indonesian. Every colour carries white text at 4.5:1 or more.
 */
export const ORDER_STATUS_BADGES: Record<OrderStatus, { label: string; color: string }> = {
  pending: { label: 'PENDING', color: '#9a5b00' },
  paid: { label: 'PAID', color: '#146c43' },
  expired: { label: 'EXPIRED', color: '#b3261e' },
  failed: { label: 'GAGAL', color: '#6b6470' },
  rejected: { label: 'DITOLAK', color: '#9c2f4d' },
  refunded: { label: 'DIKEMBALIKAN', color: '#4a5568' },
};

/** What an invitation's payment badges are read from: its summary, or its card on the list. */
export type PaymentState = Pick<InvitationSummary, 'paid' | 'order_status' | 'expired'>;

/**
 * An invitation's payment badges: EXPIRED once its period is over, else PAID when its plan is paid;
 * PENDING beside either while its newest order waits for its payment.
 */
export function paymentBadges({ paid, order_status, expired }: PaymentState): OrderStatus[] {
  const state: OrderStatus[] = expired ? ['expired'] : paid ? ['paid'] : [];
  return order_status === 'pending' ? [...state, 'pending'] : state;
}

/** One order status's badge. */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, color } = ORDER_STATUS_BADGES[status];
  return <Badge color={color}>{label}</Badge>;
}

/** An invitation's payment badges (paymentBadges), side by side, in the caller's row. */
export function PaymentBadges({ state }: { state: PaymentState }) {
  return paymentBadges(state).map((status) => <OrderStatusBadge key={status} status={status} />);
}
