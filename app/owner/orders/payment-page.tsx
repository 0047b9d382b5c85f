import { useState } from 'react';
import { useParams } from 'react-router';
import { summaryQuery } from '../../queries/owner-queries';
import { backToListLoader } from '../kit/back-to-list-loader';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { orderOutcome } from '../kit/order-outcome';
import { PAYMENT_PAGE } from '../kit/payment-page-path';
import { PlanFacts } from '../kit/plan-facts';
import { ownerPageLabel } from '../owner-pages';
import { OpenOrderCard } from './open-order-card';
import { OrderForm } from './order-form';
import { OrderHistory } from './order-history';
import { usePaymentPage } from './use-payment-page';
import './payment-page.css';

export const loader = backToListLoader(summaryQuery);

/**
 * 'Paket & Pembayaran' (docs/product.md#payment): the plan as it stands, the order that waits (or why
 * the last one ended), the plans to order with their amounts and dates, and every order with its
 * receipt. Ordering and cancelling the order that waits are the owner's; a member reads.
 */
export function Component() {
  const { id = '' } = useParams();
  const page = usePaymentPage(id);
  // The order made on this page a moment ago: the couple is taken to it.
  const [made, setMade] = useState<string | null>(null);
  // What became of the owner's cancellation: said here, since the order's card goes once it ended.
  const [cancelOutcome, setCancelOutcome] = useState<StatusState>(null);
  const { summary, open, ended, offers, options } = page;
  const onMade = (orderId: string) => {
    setCancelOutcome(null);
    setMade(orderId);
  };
  return (
    <main className="owner-page payment-page">
      <h1 className="owner-page__title">{ownerPageLabel(PAYMENT_PAGE.area, PAYMENT_PAGE.path)}</h1>
      <p className="owner-page__lead">
        Undangan dapat disusun dan dilihat sendiri tanpa bayar; untuk menerbitkannya kepada tamu, bayar paketnya dulu.
      </p>
      {summary && (
        <section className="ui-card payment-page__status" aria-labelledby="payment-status-title">
          <h2 id="payment-status-title" className="payment-page__heading">
            Paket saat ini
          </h2>
          <PlanFacts summary={summary} />
        </section>
      )}
      {open && options.data && (
        <OpenOrderCard
          invitationId={id}
          order={open}
          accounts={options.data.transfer_accounts}
          justMade={open.order_id === made}
          onCancelOutcome={page.isOwner ? setCancelOutcome : undefined}
        />
      )}
      <StatusMessage state={cancelOutcome} />
      {ended && cancelOutcome?.kind !== 'success' && (
        <p className="ui-status ui-status--error payment-page__ended">{orderOutcome(ended).text}</p>
      )}
      <LoadingOrRetry query={options} loading="Memuat paket…" failed="Paket belum bisa dimuat." />
      {!page.isOwner ? (
        <p className="payment-page__muted">Hanya pemilik undangan yang dapat membayar paket.</p>
      ) : open ? (
        <p className="payment-page__muted">Pesanan baru dapat dibuat setelah pesanan di atas selesai.</p>
      ) : (
        offers &&
        summary && (
          <OrderForm
            invitationId={id}
            offers={offers}
            methods={options.data!.methods}
            currentPlan={summary?.plan?.code}
            onMade={onMade}
          />
        )
      )}
      {page.orders.data && <OrderHistory invitationId={id} orders={page.orders.data} />}
    </main>
  );
}
