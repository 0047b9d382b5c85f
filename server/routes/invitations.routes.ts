import type { FastifyInstance } from 'fastify';
import type { ApiOptions } from './api-options';
import { invitationReadRoutes } from './invitations/invitation-read.routes';
import { invitationWriteRoutes } from './invitations/invitation-write.routes';
import { showcaseRoutes } from './invitations/showcase.routes';
import { summaryRoutes } from './invitations/summary.routes';
import { versionRoutes } from './invitations/versions.routes';

/** Invitations: create/update, my-invitation, versions, summaries, showcase listings. */
export async function invitationRoutes(app: FastifyInstance, _options: ApiOptions) {
  await app.register(invitationWriteRoutes);
  await app.register(invitationReadRoutes);
  await app.register(versionRoutes);
  await app.register(summaryRoutes);
  await app.register(showcaseRoutes);
}
