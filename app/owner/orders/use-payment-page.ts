import { useQuery } from '@tanstack/react-query';
import { orderOptionsQuery, ordersQuery } from '../../queries/order-queries';
import { invitationQuery, plansQuery, summaryQuery } from '../../queries/owner-queries';
import { useOrderSettled } from '../kit/use-order-settled';
import { planOffers } from './plan-offer';

/**
 * What 'Paket & Pembayaran' reads: the invitation's summary (its plan, payment, period), what each
 * plan would be now, the catalogue's plans, and the orders, newest first. The newest order is the one
 * that waits (`open`) or the last that ended; when it settles, the summary and the list are read again.
 */
export function usePaymentPage(invitationId: string) {
  const summary = useQuery(summaryQuery(invitationId));
  const invitation = useQuery(invitationQuery(invitationId));
  const options = useQuery(orderOptionsQuery(invitationId));
  const plans = useQuery(plansQuery());
  const orders = useQuery(ordersQuery(invitationId));
  const newest = orders.data?.[0];
  useOrderSettled(invitationId, newest?.status);
  return {
    summary: summary.data,
    isOwner: (invitation.data?.my_role ?? 'owner') === 'owner',
    options,
    plans,
    orders,
    offers: options.data && plans.data ? planOffers(options.data, plans.data) : undefined,
    open: newest?.status === 'pending' ? newest : undefined,
    ended: newest && ['failed', 'expired', 'rejected'].includes(newest.status) ? newest : undefined,
  };
}
