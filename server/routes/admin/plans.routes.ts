import type { FastifyInstance } from 'fastify';
import { invitationPlanSchema } from '../../../schemas/entities/invitation-plan.schema';
import {
  planCodeParamsSchema,
  planUpdateRequestSchema,
  type PlanCodeParams,
  type PlanUpdateRequest,
} from '../../../schemas/requests/admin';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { adminPlanList, updatePlan } from '../../services/admin/admin-plans';
import { operatorOf, operatorsOnly } from './admin-route-parts';

/**
 * The plans in the operator console (docs/product.md#operator-console): price, discount, days,
 * sections, guestbook, add-ons and description, kept from then on (the catalogue in the code only
 * inserts a missing plan).
 */
export async function adminPlanRoutes(app: FastifyInstance) {
  app.get(
    '/v1/admin/plans',
    { ...operatorsOnly(app), schema: { response: { 200: dataListResponse(invitationPlanSchema) } } },
    async () => ({ data: await adminPlanList(app.db) }),
  );

  app.put<{ Params: PlanCodeParams; Body: PlanUpdateRequest }>(
    '/v1/admin/plans/:code',
    {
      ...operatorsOnly(app),
      schema: {
        params: planCodeParamsSchema,
        body: planUpdateRequestSchema,
        response: { 200: dataResponse(invitationPlanSchema) },
      },
    },
    async (request) => ({
      data: await updatePlan(app.db, operatorOf(app, request), request.params.code, request.body),
    }),
  );
}
