import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../api/error-text';
import { orderCalls } from '../../api/order-calls';
import { keepOrder, refreshAfterOrder } from '../../queries/order-queries';
import type { StatusState } from '../../ui/status-message';

/**
 * 'Batalkan pesanan' (docs/product.md#payment): asked first, then POST /v1/order/{id}/cancel; the
 * orders and the summary are read again either way, so the page shows the plans once it ended (or the
 * payment, when it came first: 409 'Pembayaran ini sudah diterima'). The outcome is said through
 * `report`, on the page: the card that asked is gone once the order ended. `dialog` is what the
 * confirmation dialog takes.
 */
export function useOrderCancellation(invitationId: string, orderId: string, report: (outcome: StatusState) => void) {
  const client = useQueryClient();
  const [asking, setAsking] = useState(false);
  const mutation = useMutation({
    mutationFn: () => orderCalls.cancel(orderId),
    onSuccess: (order) => keepOrder(client, invitationId, order),
    onSettled: () => refreshAfterOrder(client, invitationId),
  });

  const confirm = async () => {
    try {
      await mutation.mutateAsync();
      report({ kind: 'success', text: `Pesanan ${orderId} dibatalkan. Silakan pilih paket lagi.` });
    } catch (error) {
      report({ kind: 'error', text: errorText(error) });
    } finally {
      setAsking(false);
    }
  };

  return {
    ask: () => {
      report(null);
      setAsking(true);
    },
    busy: mutation.isPending,
    dialog: {
      open: asking,
      busy: mutation.isPending,
      onCancel: () => setAsking(false),
      onConfirm: () => void confirm(),
    },
  };
}
