import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { OrderStatus } from '../../../schemas/entities/order.schema';
import { refreshAfterOrder } from '../../queries/order-queries';

/**
 * Once an order that was seen waiting has moved on (paid, or ended), what depends on it is read
 * again: the summary (paid, the newest order, the end of the period), the orders, the plan, the list.
 */
export function useOrderSettled(invitationId: string, status: OrderStatus | undefined) {
  const client = useQueryClient();
  const seen = useRef(status);
  useEffect(() => {
    const before = seen.current;
    seen.current = status;
    if (before === 'pending' && status && status !== 'pending') void refreshAfterOrder(client, invitationId);
  }, [client, invitationId, status]);
}
