import { useQuery } from '@tanstack/react-query';
import { ORDER_STATUSES, type OrderStatus } from '../../../schemas/entities/order.schema';
import { adminOrdersQuery } from '../../queries/admin-queries';
import { StatusMessage } from '../../ui/status-message';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { PagedList } from '../kit/paged-list';
import { ListSearch } from '../kit/list-search';
import { useAskedAction } from '../kit/use-asked-action';
import { useListParams } from '../kit/use-list-params';
import { OrderDecisionDialog } from './order-decision-dialog';
import type { Decision } from './order-decisions';
import { ORDER_COLUMNS, OrderRow } from './order-row';
import { OrderStatusTabs, STATUS_TABS } from './order-status-tabs';

const statusOf = (value: string): OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value) ? (value as OrderStatus) : 'pending';

/**
 * Pesanan: the orders of a status (those waiting first), searched by number, slug or e-mail; a
 * pending transfer confirmed or rejected, a paid order marked refunded, each asked first.
 */
export function Component() {
  const { values, page, filter } = useListParams(['status', 'q'] as const);
  const status = statusOf(values.status);
  const orders = useQuery(adminOrdersQuery({ status, q: values.q || undefined, page }));
  const decision = useAskedAction<Decision>();
  const statusName = STATUS_TABS.find(([tab]) => tab === status)?.[1] ?? '';
  return (
    <AdminPageFrame title="Pesanan" lead="Periksa transfer yang masuk, lalu konfirmasi atau tolak.">
      <OrderStatusTabs current={status} />
      <ListSearch
        key={values.q}
        label="Cari nomor pesanan, slug atau email"
        value={values.q}
        onSearch={(q) => filter({ q })}
      />
      <StatusMessage state={decision.notice} />
      <PagedList
        query={orders}
        kind={{
          columns: ORDER_COLUMNS,
          loading: 'Memuat pesanan…',
          empty: `Tidak ada pesanan berstatus ${statusName}.`,
          noun: 'pesanan',
        }}
        row={(order) => <OrderRow key={order.order_id} order={order} onDecide={decision.ask} />}
      />
      {decision.asked && (
        <OrderDecisionDialog
          key={`${decision.asked.step}-${decision.asked.order.order_id}`}
          decision={decision.asked}
          onDone={decision.done}
          onCancel={decision.cancel}
        />
      )}
    </AdminPageFrame>
  );
}
