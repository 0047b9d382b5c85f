import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Order } from '../../schemas/entities/order.schema';
import { orderCalls } from '../api/order-calls';
import { ownerKeys } from './owner-queries';

/**
 * How often a page asks again while an order waits (for Midtrans's word or the operator's check):
 * the tab never refetches on focus, so a couple who paid sees it without reloading.
 */
export const PENDING_REFETCH_MS = 10_000;
const whilePending = (order: Order | undefined) => (order?.status === 'pending' ? PENDING_REFETCH_MS : false);

/** The invitation's orders, newest first: asked again while the newest one waits. */
export const ordersQuery = (id: string) =>
  queryOptions({
    queryKey: ownerKeys.orders(id),
    queryFn: () => orderCalls.list(id),
    refetchInterval: (query) => whilePending(query.state.data?.[0]),
  });

/** What each plan would cost and give if ordered now, the ways to pay and the operator's accounts. */
export const orderOptionsQuery = (id: string) =>
  queryOptions({ queryKey: ownerKeys.orderOptions(id), queryFn: () => orderCalls.options(id) });

/** One order: asked again while it waits. */
export const orderQuery = (orderId: string) =>
  queryOptions({
    queryKey: ownerKeys.order(orderId),
    queryFn: () => orderCalls.one(orderId),
    refetchInterval: (query) => whilePending(query.state.data),
  });

/** An order as the API just answered it, put in the invitation's list and its own query at once. */
export function keepOrder(client: QueryClient, invitationId: string, order: Order) {
  client.setQueryData<Order[]>(ownerKeys.orders(invitationId), (orders) =>
    orders?.map((each) => (each.order_id === order.order_id ? order : each)),
  );
  client.setQueryData(ownerKeys.order(order.order_id), order);
}

/**
 * After an order was made or moved on: the invitation's orders and summary (paid, the newest order's
 * status, the end of its period), the invitation itself (its plan) and the list's badges.
 */
export function refreshAfterOrder(client: QueryClient, invitationId: string) {
  return Promise.all([
    client.invalidateQueries({ queryKey: ownerKeys.orders(invitationId) }),
    client.invalidateQueries({ queryKey: ownerKeys.summary(invitationId) }),
    client.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId), exact: true }),
    client.invalidateQueries({ queryKey: ownerKeys.mine }),
  ]);
}
