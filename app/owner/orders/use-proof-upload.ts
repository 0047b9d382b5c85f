import { useQueryClient } from '@tanstack/react-query';
import type { Order } from '../../../schemas/entities/order.schema';
import type { ImageKind } from '../../../schemas/requests/media';
import { orderCalls } from '../../api/order-calls';
import { useImageSend } from '../../forms/widgets/use-image-send';
import { refreshAfterOrder } from '../../queries/order-queries';
import { ownerKeys } from '../../queries/owner-queries';

/** A transfer proof is stored as a gallery photo is (within 1600 px): a phone's screenshot stays legible. */
export const PROOF_MEDIA_KIND: ImageKind = 'gallery';

/**
 * The proof of a transfer: the image checked (its type) before a byte is sent, made smaller when it
 * is over the size limit (`shrinking`, in percent), uploaded with its progress (POST /v1/media),
 * then set on the order (PUT /v1/order/{id}/proof); the orders and the summary are read again.
 * `progress` is null while nothing is sent.
 */
export function useProofUpload(invitationId: string, orderId: string) {
  const client = useQueryClient();
  const { send: sendImage, ...upload } = useImageSend(PROOF_MEDIA_KIND);
  const send = (file: File | undefined) =>
    sendImage(
      file,
      async (uploaded) => {
        const order = await orderCalls.sendProof(orderId, uploaded.url);
        client.setQueryData<Order[]>(ownerKeys.orders(invitationId), (orders) =>
          orders?.map((each) => (each.order_id === order.order_id ? order : each)),
        );
        await refreshAfterOrder(client, invitationId);
      },
      // Expired or settled meanwhile: the page shows the order as it now is.
      { onFailure: () => refreshAfterOrder(client, invitationId) },
    );
  return { ...upload, send };
}
