import { useState, type FormEvent } from 'react';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { OrderMethod } from '../../../schemas/entities/order.schema';
import { errorText } from '../../api/error-text';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { PaymentMethodChoice } from './payment-method-choice';
import { firstChoice, type PlanOffer } from './plan-offer';
import { PlanOffers } from './plan-offers';
import { useOrderCreation } from './use-order-creation';
import './order-form.css';

/**
 * A new order: the plan (its amount and dates on its card), how to pay when there is a choice, and
 * 'Bayar' with the amount. Midtrans opens its payment page; a transfer's order then shows above.
 */
export function OrderForm({
  invitationId,
  offers,
  methods,
  currentPlan,
  onMade,
}: {
  invitationId: string;
  offers: readonly PlanOffer[];
  methods: readonly OrderMethod[];
  currentPlan: string | undefined;
  /** A transfer's order was made: the page shows it. */
  onMade: (orderId: string) => void;
}) {
  const [plan, setPlan] = useState(() => firstChoice(offers, currentPlan));
  const [method, setMethod] = useState<OrderMethod>(methods[0] ?? 'transfer');
  const creation = useOrderCreation(invitationId, onMade);
  const amount = offers.find((offer) => offer.option.plan_code === plan)?.option.gross_amount;
  // On its way to Midtrans's page: the button stays busy until the page leaves.
  const leaving = creation.isSuccess && creation.data.method === 'midtrans';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (plan) creation.mutate({ plan_code: plan, method });
  };

  return (
    <form className="ui-card order-form" onSubmit={submit} aria-labelledby="order-form-title">
      <h2 id="order-form-title" className="payment-page__heading">
        Pesan paket
      </h2>
      <PlanOffers offers={offers} value={plan} onChange={setPlan} />
      <PaymentMethodChoice methods={methods} value={method} onChange={setMethod} />
      <div className="order-form__submit">
        <Button type="submit" busy={creation.isPending || leaving} disabled={!plan}>
          {amount != null ? `Bayar ${formatRupiah(amount)}` : 'Bayar'}
        </Button>
      </div>
      {creation.isError && <StatusMessage state={{ kind: 'error', text: errorText(creation.error) }} />}
    </form>
  );
}
