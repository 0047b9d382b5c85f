import type { FastifyInstance } from 'fastify';
import { PLAN_CODES } from '../../schemas/entities/invitation-plan.schema';
import { orderSchema } from '../../schemas/entities/order.schema';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../schemas/requests/invitations';
import {
  createOrderRequestSchema,
  orderIdParamsSchema,
  type CreateOrderRequest,
  type OrderIdParams,
} from '../../schemas/requests/orders';
import { orderOptionsSchema } from '../../schemas/responses/orders';
import { asc } from 'drizzle-orm';
import { transferAccounts } from '../db/payment-tables';
import { HttpError } from '../http/http-error';
import { dataListResponse, dataResponse } from '../http/response-schema';
import { accessibleInvitation, invitationAccess, rootInvitationId } from '../services/invitations/ownership';
import { assertGuestbookAllowed, assertThemeAllowed } from '../services/invitations/plan-rules';
import { ALREADY_PAID, cancelOrder } from '../services/payments/order-cancel';
import { createOrder, orderById, ordersOf, quoteFor } from '../services/payments/order-create';
import { orderEntity } from '../services/payments/order-entity';
import type { ApiOptions } from './api-options';

/**
 * Paying for a plan (docs/product.md#payment): the couple's orders of an invitation, what each plan
 * would cost and give, a new order (the owner's alone), one order by its id, and the cancellation of
 * one that waits (the owner's alone).
 */
export async function orderRoutes(app: FastifyInstance, options: ApiOptions) {
  const signedIn = { onRequest: app.requireOwner };
  const rootOf = async (userId: string, id: string, need: 'read' | 'owner') => {
    const invitation = await accessibleInvitation(app.db, userId, id, need);
    const rootId = rootInvitationId(invitation);
    return rootId === invitation.id ? invitation : accessibleInvitation(app.db, userId, rootId, need);
  };

  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/order',
    { ...signedIn, schema: { params: invitationIdParamsSchema, response: { 200: dataListResponse(orderSchema) } } },
    async (request) => {
      const root = await rootOf(request.ownerId, request.params.id, 'read');
      const rows = await ordersOf(app.db, root.id);
      return { data: rows.map(({ order, plan_code }) => orderEntity(order, plan_code)) };
    },
  );

  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/order/options',
    { ...signedIn, schema: { params: invitationIdParamsSchema, response: { 200: dataResponse(orderOptionsSchema) } } },
    async (request) => {
      const root = await rootOf(request.ownerId, request.params.id, 'read');
      const now = app.clock();
      const plans = [];
      for (const plan_code of PLAN_CODES) {
        const base = { plan_code, active_from: new Date(now).toISOString() };
        try {
          const { target, quote } = await quoteFor(app.db, root, plan_code, [], now);
          await assertThemeAllowed(app.db, root.theme, target);
          if (root.use_guestbook) await assertGuestbookAllowed(app.db, target);
          plans.push({
            ...base,
            kind: quote.kind,
            gross_amount: quote.gross_amount,
            active_until: new Date(quote.active_until).toISOString(),
            refusal: null,
          });
        } catch (error) {
          if (!(error instanceof HttpError) || error.statusCode >= 500) throw error;
          plans.push({ ...base, kind: null, gross_amount: null, active_until: null, refusal: error.message });
        }
      }
      const accounts = await app.db
        .select({
          channel_type: transferAccounts.channel_type,
          account_number: transferAccounts.account_number,
          account_name: transferAccounts.account_name,
        })
        .from(transferAccounts)
        .orderBy(asc(transferAccounts.created_at));
      const methods = app.paymentGateway ? (['midtrans', 'transfer'] as const) : (['transfer'] as const);
      return { data: { plans, methods: [...methods], transfer_accounts: accounts } };
    },
  );

  app.post<{ Params: InvitationIdParams; Body: CreateOrderRequest }>(
    '/v1/invitation/:id/order',
    {
      ...signedIn,
      schema: {
        params: invitationIdParamsSchema,
        body: createOrderRequestSchema,
        response: { 201: dataResponse(orderSchema) },
      },
    },
    async (request, reply) => {
      // Paying is the owner's alone (docs/product.md#members).
      const root = await rootOf(request.ownerId, request.params.id, 'owner');
      const order = await createOrder(app.db, request.ownerId, root, request.body, {
        gateway: app.paymentGateway,
        publicUrl: options.publicUrl,
        now: app.clock(),
      });
      // Looked at again until it ends, should no notification come; the order stands if this fails.
      await app.orderRechecks
        .start(order)
        .catch((error: unknown) => request.log.warn({ err: error }, 'payment re-check: not scheduled'));
      reply.code(201);
      return { data: orderEntity(order, request.body.plan_code) };
    },
  );

  app.get<{ Params: OrderIdParams }>(
    '/v1/order/:order_id',
    { ...signedIn, schema: { params: orderIdParamsSchema, response: { 200: dataResponse(orderSchema) } } },
    async (request) => {
      const { order, plan_code } = await orderById(app.db, request.params.order_id);
      // Anyone who may read its invitation may read the order (a member sees what was paid).
      await invitationAccess(app.db, request.ownerId, order.invitation_id, 'read');
      return { data: orderEntity(order, plan_code) };
    },
  );

  app.post<{ Params: OrderIdParams }>(
    '/v1/order/:order_id/cancel',
    { ...signedIn, schema: { params: orderIdParamsSchema, response: { 200: dataResponse(orderSchema) } } },
    async (request, reply) => {
      const cancellation = await cancelOrder(
        { db: app.db, gateway: app.paymentGateway, log: request.log },
        request.ownerId,
        request.params.order_id,
        app.clock(),
      );
      const data = orderEntity(cancellation.order, cancellation.plan_code);
      // Paid before it could be cancelled: the money is kept, and the couple is shown the paid order.
      if (cancellation.paid) return reply.code(409).send({ message: ALREADY_PAID, data });
      return { data };
    },
  );
}
