import type { FastifyInstance } from 'fastify';
import type { ApiOptions } from './api-options';
import { changesRoutes } from './invitations/changes.routes';
import { invitationReadRoutes } from './invitations/invitation-read.routes';
import { invitationWriteRoutes } from './invitations/invitation-write.routes';
import { memberRoutes } from './invitations/members.routes';
import { showcaseRoutes } from './invitations/showcase.routes';
import { summaryRoutes } from './invitations/summary.routes';
import { versionRoutes } from './invitations/versions.routes';

/** Invitations: create/update, my-invitation, versions, members, summaries, showcase listings, the list of changes. */
export async function invitationRoutes(app: FastifyInstance, options: ApiOptions) {
  await app.register(invitationWriteRoutes);
  await app.register(invitationReadRoutes);
  await app.register(versionRoutes);
  await app.register(summaryRoutes);
  await app.register(showcaseRoutes);
  await app.register(memberRoutes, options);
  await app.register(changesRoutes);
}
