import type { FastifyInstance } from 'fastify';
import { adminThemeSchema } from '../../../schemas/responses/admin';
import { dataListResponse } from '../../http/response-schema';
import { adminThemeList } from '../../services/admin/admin-themes';
import { operatorsOnly } from './admin-route-parts';

/** The theme catalogue in the operator console (docs/product.md#operator-console): restricted or not, and how much used. */
export async function adminThemeRoutes(app: FastifyInstance) {
  app.get(
    '/v1/admin/themes',
    { ...operatorsOnly(app), schema: { response: { 200: dataListResponse(adminThemeSchema) } } },
    async () => ({ data: await adminThemeList(app.db) }),
  );
}
