import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  createVersionRequestSchema,
  invitationIdParamsSchema,
  type CreateVersionRequest,
  type InvitationIdParams,
} from '../../../schemas/requests/invitations';
import { invitations } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { invitationEntity } from '../../services/invitations/invitation-entity';
import { createVersion } from '../../services/invitations/invitation-version';
import { ownedInvitation, rootInvitationId } from '../../services/invitations/ownership';

/** Versions (docs/product.md#versions): copies of an invitation kept under its root, created, listed and deleted. */
export async function versionRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateVersionRequest }>(
    '/v1/invitation/version',
    { onRequest: app.requireOwner, schema: { body: createVersionRequestSchema } },
    async (request, reply) => {
      const { invitation_id, ...input } = request.body;
      const source = await ownedInvitation(app.db, request.ownerId, invitation_id);
      const root = source.parent_id ? await ownedInvitation(app.db, request.ownerId, source.parent_id) : source;
      const version = await createVersion(app.db, source, root, input);
      return reply.code(201).send({ data: invitationEntity(version) });
    },
  );

  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/version',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema } },
    async (request) => {
      const invitation = await ownedInvitation(app.db, request.ownerId, request.params.id);
      const versions = await app.db
        .select()
        .from(invitations)
        .where(eq(invitations.parent_id, rootInvitationId(invitation)))
        .orderBy(asc(invitations.created_at), asc(invitations.id));
      return { data: versions.map(invitationEntity) };
    },
  );

  app.delete<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/version',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema } },
    async (request) => {
      const version = await ownedInvitation(app.db, request.ownerId, request.params.id);
      if (!version.parent_id) throw badRequest('Hanya versi yang dapat dihapus');
      await app.db.delete(invitations).where(eq(invitations.id, version.id));
      return { data: { id: version.id } };
    },
  );
}
