import type { Order } from '../../schemas/entities/order.schema';
import type { CreateOrderRequest } from '../../schemas/requests/orders';
import type { TransferProofRequest } from '../../schemas/requests/transfer-proof';
import type { OrderOptions } from '../../schemas/responses/orders';
import { api } from './client';

const json = (method: string, body: unknown): RequestInit => ({ method, body: JSON.stringify(body) });
const id = (value: string) => encodeURIComponent(value);

/** The couple's calls on paying for a plan (docs/product.md#payment). */
export const orderCalls = {
  /** The invitation's orders (its root's), newest first. */
  list: (invitationId: string) => api<Order[]>(`/v1/invitation/${id(invitationId)}/order`),
  /** Per plan what ordering it would be, its amount and dates (or why not); the ways to pay; the accounts. */
  options: (invitationId: string) => api<OrderOptions>(`/v1/invitation/${id(invitationId)}/order/options`),
  create: (invitationId: string, payload: CreateOrderRequest) =>
    api<Order>(`/v1/invitation/${id(invitationId)}/order`, json('POST', payload)),
  one: (orderId: string) => api<Order>(`/v1/order/${id(orderId)}`),
  /** A pending transfer's proof: the address of an image the owner uploaded (POST /v1/media). */
  sendProof: (orderId: string, proofUrl: string) =>
    api<Order>(`/v1/order/${id(orderId)}/proof`, json('PUT', { proof_url: proofUrl } satisfies TransferProofRequest)),
  /** The owner's cancellation of an order that waits: the order, ended (409 when it was paid already). */
  cancel: (orderId: string) => api<Order>(`/v1/order/${id(orderId)}/cancel`, { method: 'POST' }),
};
