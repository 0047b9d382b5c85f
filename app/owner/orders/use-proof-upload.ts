import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Order } from '../../../schemas/entities/order.schema';
import type { ImageKind } from '../../../schemas/requests/media';
import { errorText } from '../../api/error-text';
import { orderCalls } from '../../api/order-calls';
import { uploadRefusal } from '../../forms/widgets/image-refusal';
import { sendImage } from '../../forms/widgets/send-image';
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
  const [progress, setProgress] = useState<number | null>(null);
  const [shrinking, setShrinking] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const refusal = uploadRefusal(file);
    setError(refusal);
    if (refusal) return;
    setProgress(0);
    try {
      const uploaded = await sendImage(file, PROOF_MEDIA_KIND, { onShrinking: setShrinking, onProgress: setProgress });
      const order = await orderCalls.sendProof(orderId, uploaded.url);
      client.setQueryData<Order[]>(ownerKeys.orders(invitationId), (orders) =>
        orders?.map((each) => (each.order_id === order.order_id ? order : each)),
      );
      await refreshAfterOrder(client, invitationId);
    } catch (failure) {
      setError(errorText(failure));
      // Expired or settled meanwhile: the page shows the order as it now is.
      await refreshAfterOrder(client, invitationId);
    } finally {
      setProgress(null);
    }
  };
  return { progress, shrinking, error, send };
}
