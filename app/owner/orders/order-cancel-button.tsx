import type { Order } from '../../../schemas/entities/order.schema';
import { formatRupiah } from '../../../engine/format/rupiah';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { StatusState } from '../../ui/status-message';
import { planLabel } from '../kit/themes/plan-label';
import { useOrderCancellation } from './use-order-cancellation';

/** What cancelling costs the couple, by how the order is paid. */
function warningOf(order: Order): string {
  if (order.method === 'midtrans') {
    return 'Pembayaran yang sudah diterima Midtrans tidak dibatalkan: pesanan itu tetap dibayar.';
  }
  return order.proof_url
    ? 'Bukti transfer yang sudah Anda kirim tidak akan diperiksa lagi. Jika Anda sudah mentransfer, jangan batalkan: tunggu konfirmasi kami.'
    : 'Jika Anda sudah mentransfer, jangan batalkan: kirim bukti transfernya.';
}

/**
 * 'Batalkan pesanan' of the order that waits (the owner's alone): asked first, since the order cannot
 * be paid afterwards; once it ended the page offers the plans again.
 */
export function OrderCancelButton({
  invitationId,
  order,
  report,
}: {
  invitationId: string;
  order: Order;
  /** Where the page says the outcome. */
  report: (outcome: StatusState) => void;
}) {
  const cancellation = useOrderCancellation(invitationId, order.order_id, report);
  return (
    <>
      <Button variant="secondary" className="open-order__cancel" busy={cancellation.busy} onClick={cancellation.ask}>
        Batalkan pesanan
      </Button>
      <ConfirmDialog
        {...cancellation.dialog}
        title="Batalkan pesanan?"
        confirmLabel="Batalkan pesanan"
        cancelLabel="Kembali"
        danger
      >
        <p>
          Pesanan {order.order_id} (paket {planLabel(order.plan_code)}, {formatRupiah(order.gross_amount)}) tidak dapat
          dibayar lagi setelah dibatalkan. Anda dapat memilih paket dan memesan lagi.
        </p>
        <p>{warningOf(order)}</p>
      </ConfirmDialog>
    </>
  );
}
