import type { FastifyInstance } from 'fastify';
import { adminUserListQuerySchema, type AdminUserListQuery } from '../../../schemas/requests/admin';
import { adminUserSchema } from '../../../schemas/responses/admin';
import { adminUserPage } from '../../services/admin/admin-users';
import { operatorsOnly, pagedListResponse } from './admin-route-parts';

/** The accounts in the operator console (docs/product.md#operator-console): name, e-mail, role, since when, invitations. */
export async function adminUserRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AdminUserListQuery }>(
    '/v1/admin/users',
    {
      ...operatorsOnly(app),
      schema: { querystring: adminUserListQuerySchema, response: { 200: pagedListResponse(adminUserSchema) } },
    },
    async (request) => adminUserPage(app.db, request.query),
  );
}
