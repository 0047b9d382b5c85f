import { useEffect, useRef } from 'react';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { Order } from '../../../schemas/entities/order.schema';
import type { OrderOptions } from '../../../schemas/responses/orders';
import type { StatusState } from '../../ui/status-message';
import { planLabel } from '../kit/themes/plan-label';
import { FactList } from './fact-list';
import { OrderCancelButton } from './order-cancel-button';
import { formatMoment, KIND_LABELS } from './order-words';
import { ProofUpload } from './proof-upload';
import { TransferAccounts } from './transfer-accounts';
import './open-order-card.css';

/**
 * The order that waits (docs/product.md#payment): its number, plan, amount and deadline; with
 * Midtrans, 'Lanjutkan pembayaran' back to its payment page; with a transfer, where to send how much
 * and the proof's upload, then 'Menunggu konfirmasi' until the operator has checked it. While it
 * waits no other order can be made; the owner may cancel it ('Batalkan pesanan', asked first).
 */
export function OpenOrderCard({
  invitationId,
  order,
  accounts,
  justMade = false,
  onCancelOutcome,
}: {
  invitationId: string;
  order: Order;
  accounts: OrderOptions['transfer_accounts'];
  /** Made a moment ago on this page: the couple is taken to it (the form they used is gone). */
  justMade?: boolean;
  /** The owner's: 'Batalkan pesanan' is offered, and its outcome said through this (a member has none). */
  onCancelOutcome?: (outcome: StatusState) => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (justMade) heading.current?.focus();
  }, [justMade]);
  const awaitingCheck = order.method === 'transfer' && Boolean(order.proof_url);
  return (
    <section className="ui-card open-order" aria-labelledby="open-order-title">
      <h2 id="open-order-title" className="payment-page__heading" ref={heading} tabIndex={-1}>
        {awaitingCheck ? 'Menunggu konfirmasi' : 'Menunggu pembayaran'}
      </h2>
      <FactList
        facts={[
          ['Nomor pesanan', order.order_id],
          ['Paket', `${planLabel(order.plan_code)} (${KIND_LABELS[order.kind]})`],
          ['Jumlah', formatRupiah(order.gross_amount)],
          ['Batas pembayaran', formatMoment(order.expires_at)],
        ]}
      />
      {order.method === 'midtrans' ? (
        <>
          <p className="open-order__text">Selesaikan pembayaran di halaman Midtrans sebelum batas waktunya.</p>
          {order.redirect_url && (
            <a className="ui-button ui-button--primary open-order__continue" href={order.redirect_url}>
              Lanjutkan pembayaran
            </a>
          )}
        </>
      ) : (
        <>
          {awaitingCheck ? (
            <p className="open-order__text" role="status">
              Bukti transfer sudah kami terima. Kami memeriksanya dan mengaktifkan paket Anda; halaman ini diperbarui
              sendiri.
            </p>
          ) : (
            <p className="open-order__text">Transfer tepat sejumlah ini ke salah satu rekening berikut:</p>
          )}
          {!awaitingCheck && <TransferAccounts amount={order.gross_amount} accounts={accounts} />}
          <ProofUpload invitationId={invitationId} orderId={order.order_id} proofUrl={order.proof_url} />
        </>
      )}
      {onCancelOutcome && <OrderCancelButton invitationId={invitationId} order={order} report={onCancelOutcome} />}
    </section>
  );
}
