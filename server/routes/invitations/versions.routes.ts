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
import type { Database } from '../../db/database';
import { recordChange, type ChangeAction } from '../../services/invitations/invitation-changes';
import { createVersion } from '../../services/invitations/invitation-version';
import { accessibleInvitation, rootInvitationId, type InvitationRow } from '../../services/invitations/ownership';

/** A version added to or removed from its root, by `userId`, in the root's list of changes. */
const recordVersion = (db: Database, userId: string, version: InvitationRow, action: ChangeAction) =>
  recordChange(db, {
    rootId: version.parent_id!,
    entityKey: `version:${version.id}`,
    subject: 'Versi',
    action,
    userId,
  });

/** Versions (docs/product.md#versions): copies of an invitation kept under its root, created, listed and deleted. */
export async function versionRoutes(app: FastifyInstance) {
  app.post<{ Body: CreateVersionRequest }>(
    '/v1/invitation/version',
    { onRequest: app.requireOwner, schema: { body: createVersionRequestSchema } },
    async (request, reply) => {
      const { invitation_id, ...input } = request.body;
      const source = await accessibleInvitation(app.db, request.ownerId, invitation_id, 'edit');
      const root = source.parent_id
        ? await accessibleInvitation(app.db, request.ownerId, source.parent_id, 'edit')
        : source;
      const version = await createVersion(app.db, source, root, input);
      await recordVersion(app.db, request.ownerId, version, 'create');
      return reply.code(201).send({ data: invitationEntity(version) });
    },
  );

  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/version',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
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
      const version = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'owner');
      if (!version.parent_id) throw badRequest('Hanya versi yang dapat dihapus');
      await app.db.delete(invitations).where(eq(invitations.id, version.id));
      await recordVersion(app.db, request.ownerId, version, 'delete');
      return { data: { id: version.id } };
    },
  );
}
