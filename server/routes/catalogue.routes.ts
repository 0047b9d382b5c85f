import type { FastifyInstance } from 'fastify';
import { invitationPlanSchema } from '../../schemas/entities/invitation-plan.schema';
import { themeCatalogueItemSchema } from '../../schemas/responses/theme-catalogue';
import { dataListResponse } from '../http/response-schema';
import { planList } from '../services/invitations/plan-list';
import { themeCatalogue } from '../services/invitations/theme-catalogue-rows';

/** The catalogue anyone may read: the plans (lowest tier first) and the themes (docs/product.md#plans). */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get('/v1/plan', { schema: { response: { 200: dataListResponse(invitationPlanSchema) } } }, async () => ({
    data: await planList(app.db),
  }));

  app.get('/v1/theme', { schema: { response: { 200: dataListResponse(themeCatalogueItemSchema) } } }, async () => ({
    data: await themeCatalogue(app.db),
  }));
}
