import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { invitationPlanSchema } from '../../schemas/entities/invitation-plan.schema';
import { themeCatalogueItemSchema } from '../../schemas/responses/theme-catalogue';
import { invitationPlans } from '../db/schema';
import { dataListResponse } from '../http/response-schema';
import { entityRow } from '../db/entity-row';
import { themeCatalogue } from '../services/invitations/theme-catalogue-rows';

/** The catalogue anyone may read: the plans (lowest tier first) and the themes (docs/product.md#plans). */
export async function catalogueRoutes(app: FastifyInstance) {
  app.get('/v1/plan', { schema: { response: { 200: dataListResponse(invitationPlanSchema) } } }, async () => {
    const plans = await app.db
      .select()
      .from(invitationPlans)
      .orderBy(asc(invitationPlans.tier), asc(invitationPlans.code));
    return { data: plans.map((plan) => entityRow(invitationPlans, plan)) };
  });

  app.get('/v1/theme', { schema: { response: { 200: dataListResponse(themeCatalogueItemSchema) } } }, async () => ({
    data: await themeCatalogue(app.db),
  }));
}
