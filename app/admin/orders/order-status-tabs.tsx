import { Link } from 'react-router';
import type { OrderStatus } from '../../../schemas/entities/order.schema';
import './order-status-tabs.css';

/** The statuses an operator looks through, in the order they work them, each by its short name. */
export const STATUS_TABS: readonly [OrderStatus, string][] = [
  ['pending', 'Menunggu'],
  ['paid', 'Dibayar'],
  ['rejected', 'Ditolak'],
  ['expired', 'Kedaluwarsa'],
  ['failed', 'Gagal'],
  ['refunded', 'Dikembalikan'],
];

/** The orders' status filter: one link a status (`?status=paid`), the one shown marked current. */
export function OrderStatusTabs({ current }: { current: OrderStatus }) {
  return (
    <nav className="order-status-tabs" aria-label="Status pesanan">
      <ul>
        {STATUS_TABS.map(([status, label]) => (
          <li key={status}>
            <Link
              to={{ search: `?status=${status}` }}
              className="order-status-tabs__tab"
              aria-current={status === current ? 'page' : undefined}
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
