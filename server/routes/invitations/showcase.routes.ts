import type { FastifyInstance } from 'fastify';
import { showcaseQuerySchema, type ShowcaseQuery } from '../../../schemas/requests/invitations';
import { showcasePage, type Showcase } from '../../services/invitations/showcase-page';

const SHOWCASES: Record<Showcase, string> = {
  portofolio: '/v2/invitation/portofolio',
  'custom-design': '/v2/invitation/custom-design',
};

/** Public showcases (docs/product.md#api): invitations listed as portfolio or custom design, newest first. */
export async function showcaseRoutes(app: FastifyInstance) {
  for (const [showcase, path] of Object.entries(SHOWCASES) as [Showcase, string][]) {
    app.get<{ Querystring: ShowcaseQuery }>(path, { schema: { querystring: showcaseQuerySchema } }, async (request) => {
      const { data, meta } = await showcasePage(app.db, showcase, request.query);
      return { data, meta };
    });
  }
}
