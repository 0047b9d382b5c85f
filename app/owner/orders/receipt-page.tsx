import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { orderQuery } from '../../queries/order-queries';
import { summaryQuery } from '../../queries/owner-queries';
import { BrandMark, PRODUCT_NAME } from '../../ui/brand-mark';
import { Button } from '../../ui/button';
import { backToListLoader } from '../kit/back-to-list-loader';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { OrderStatusBadge } from '../kit/payment-badges';
import { paymentPagePath } from '../kit/payment-page-path';
import { FactList } from './fact-list';
import { receiptFacts } from './receipt-facts';
import './receipt-page.css';

export const loader = backToListLoader(summaryQuery);

/**
 * A paid order's receipt (docs/product.md#payment), to print or save as PDF: 'Cetak' opens the
 * browser's print, whose stylesheet leaves out the menus and buttons.
 */
export function Component() {
  const { id = '', orderId = '' } = useParams();
  const order = useQuery(orderQuery(orderId));
  const summary = useQuery(summaryQuery(id));
  const paid = order.data && order.data.status === 'paid' ? order.data : undefined;
  return (
    <main className="owner-page receipt-page">
      <div className="receipt-page__actions">
        <Link to={paymentPagePath(id)}>Kembali ke Paket &amp; Pembayaran</Link>
        {paid && <Button onClick={() => window.print()}>Cetak</Button>}
      </div>
      <LoadingOrRetry query={order} loading="Memuat kuitansi…" failed="Kuitansi belum bisa dimuat." />
      {order.data && !paid && (
        <p className="ui-status ui-status--error">Kuitansi hanya tersedia untuk pesanan yang sudah dibayar.</p>
      )}
      {paid && (
        <article className="ui-card receipt" aria-labelledby="receipt-title">
          <header className="receipt__head">
            <p className="receipt__brand">
              <BrandMark size={28} />
              {PRODUCT_NAME}
            </p>
            <h1 id="receipt-title" className="receipt__title">
              Kuitansi Pembayaran
            </h1>
            <OrderStatusBadge status="paid" />
          </header>
          <FactList facts={receiptFacts(paid, summary.data?.slug)} className="receipt__facts" />
          <p className="receipt__note">Kuitansi ini dibuat otomatis oleh sistem dan sah tanpa tanda tangan.</p>
        </article>
      )}
    </main>
  );
}
