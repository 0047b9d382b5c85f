import type { FastifyInstance } from 'fastify';
import { operatorActionListQuerySchema, type OperatorActionListQuery } from '../../../schemas/requests/admin';
import { operatorActionSchema } from '../../../schemas/responses/admin';
import { operatorActionPage } from '../../services/admin/operator-actions';
import { operatorsOnly, pagedListResponse } from './admin-route-parts';

/** The operator log (docs/product.md#operator-console): every operator's action, who and when, newest first. */
export async function adminActionRoutes(app: FastifyInstance) {
  app.get<{ Querystring: OperatorActionListQuery }>(
    '/v1/admin/actions',
    {
      ...operatorsOnly(app),
      schema: {
        querystring: operatorActionListQuerySchema,
        response: { 200: pagedListResponse(operatorActionSchema) },
      },
    },
    async (request) => operatorActionPage(app.db, request.query),
  );
}
