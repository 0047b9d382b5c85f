import type { FastifyInstance } from 'fastify';
import { coupleRoutes } from './content/couple';
import { eventRoutes } from './content/events';
import { galleryRoutes } from './content/gallery';
import { giftRoutes } from './content/gifts';
import { ownerContentRoutes } from './content/owner-content.routes';
import { sectionRoutes } from './content/sections';
import { storyRoutes } from './content/stories';
import type { ApiOptions } from './api-options';

/** Invitation content: couple, sections (incl. reorder), stories, events, gallery, gifts; the owner's read of all. */
export async function contentRoutes(app: FastifyInstance, _options: ApiOptions) {
  await app.register(coupleRoutes);
  await app.register(sectionRoutes);
  await app.register(storyRoutes);
  await app.register(eventRoutes);
  await app.register(galleryRoutes);
  await app.register(giftRoutes);
  await app.register(ownerContentRoutes);
}
