import type { FastifyInstance } from 'fastify';
import {
  adminOrderListQuerySchema,
  orderConfirmRequestSchema,
  orderRefundRequestSchema,
  orderRejectRequestSchema,
  type AdminOrderListQuery,
  type NoteRequest,
  type ReasonRequest,
} from '../../../schemas/requests/admin';
import { orderIdParamsSchema, type OrderIdParams } from '../../../schemas/requests/orders';
import { adminOrderSchema } from '../../../schemas/responses/admin';
import type { Schema } from '../../../schemas/json-schema';
import { dataResponse } from '../../http/response-schema';
import { adminOrderPage } from '../../services/admin/admin-orders';
import { confirmTransfer, refundOrder, rejectTransfer } from '../../services/admin/order-review';
import type { Operator } from '../../services/admin/operator-log';
import { bodyMayBeLeftOut, operatorOf, operatorsOnly, pagedListResponse } from './admin-route-parts';

/**
 * Orders in the operator console (docs/product.md#operator-console): listed by status with their
 * invitation and owner; a pending transfer confirmed (paid) or rejected with a reason; a paid order
 * marked refunded. Each decision answers the order as it now is.
 */
export async function adminOrderRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminOrderListQuery }>(
    '/v1/admin/orders',
    {
      ...operatorsOnly(app),
      schema: { querystring: adminOrderListQuerySchema, response: { 200: pagedListResponse(adminOrderSchema) } },
    },
    async (request) => adminOrderPage(app.db, request.query),
  );

  /** POST /v1/admin/orders/{order_id}/{step} with its body, deciding through `decide`. */
  const decision = <Body>(
    step: string,
    body: Schema,
    decide: (operator: Operator, orderId: string, body: Body) => Promise<unknown>,
  ) =>
    app.post<{ Params: OrderIdParams; Body: Body }>(
      `/v1/admin/orders/:order_id/${step}`,
      {
        ...operatorsOnly(app),
        // A confirmation's note is optional: its body may be left out.
        ...(body === orderConfirmRequestSchema && { preValidation: bodyMayBeLeftOut }),
        schema: { params: orderIdParamsSchema, body, response: { 200: dataResponse(adminOrderSchema) } },
      },
      async (request) => ({
        data: await decide(operatorOf(app, request), request.params.order_id, request.body as Body),
      }),
    );

  decision<NoteRequest>('confirm', orderConfirmRequestSchema, (operator, id, { note }) =>
    confirmTransfer(app.db, operator, id, note),
  );
  decision<ReasonRequest>('reject', orderRejectRequestSchema, (operator, id, { reason }) =>
    rejectTransfer(app.db, operator, id, reason),
  );
  decision<ReasonRequest>('refund', orderRefundRequestSchema, (operator, id, { reason }) =>
    refundOrder(app.db, operator, id, reason),
  );
}
