import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../schemas/entities/order.schema';
import type { CreateOrderRequest } from '../../../schemas/requests/orders';
import { orderCalls } from '../../api/order-calls';
import { refreshAfterOrder } from '../../queries/order-queries';
import { ownerKeys } from '../../queries/owner-queries';

/** Where the couple is sent to pay on Midtrans's page (a seam for the tests). */
export const paymentPage = { open: (url: string) => window.location.assign(url) };

/**
 * 'Bayar': the order is made; with Midtrans the couple goes on to its payment page at once, a
 * transfer's order shows on the page (its accounts and the proof's upload). A refusal because an
 * order already waits reads the orders again, so that the waiting one shows.
 */
export function useOrderCreation(invitationId: string, onMade: (orderId: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateOrderRequest) => orderCalls.create(invitationId, request),
    onSuccess: async (order: Order) => {
      if (order.method === 'midtrans' && order.redirect_url) {
        paymentPage.open(order.redirect_url);
        return;
      }
      // Said before the order shows: the form that made it is gone then, and its callbacks with it.
      onMade(order.order_id);
      client.setQueryData<Order[]>(ownerKeys.orders(invitationId), (orders = []) => [order, ...orders]);
      await refreshAfterOrder(client, invitationId);
    },
    onError: () => refreshAfterOrder(client, invitationId),
  });
}
