import type { FastifyInstance } from 'fastify';
import { orderSchema } from '../../schemas/entities/order.schema';
import { orderIdParamsSchema, type OrderIdParams } from '../../schemas/requests/orders';
import { transferProofRequestSchema, type TransferProofRequest } from '../../schemas/requests/transfer-proof';
import { dataResponse } from '../http/response-schema';
import { orderEntity } from '../services/payments/order-entity';
import { attachTransferProof } from '../services/payments/transfer-proof';

/**
 * PUT /v1/order/{order_id}/proof: the couple's proof of a bank transfer to the operator's account,
 * which an operator then confirms or rejects in the console (docs/product.md#bank-transfer). Answers
 * the order; GET /v1/order/{order_id} then reads its status and, once rejected, the reason.
 */
export async function transferProofRoutes(app: FastifyInstance) {
  app.put<{ Params: OrderIdParams; Body: TransferProofRequest }>(
    '/v1/order/:order_id/proof',
    {
      onRequest: app.requireOwner,
      schema: {
        params: orderIdParamsSchema,
        body: transferProofRequestSchema,
        response: { 200: dataResponse(orderSchema) },
      },
    },
    async (request) => {
      const { order_id } = request.params;
      const { order, plan_code } = await attachTransferProof(
        app.db,
        request.ownerId,
        order_id,
        request.body.proof_url,
        app.clock(),
      );
      return { data: orderEntity(order, plan_code) };
    },
  );
}
