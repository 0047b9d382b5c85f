import type { FastifyInstance } from 'fastify';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../schemas/requests/invitations';
import { invitationArchive } from '../services/invitations/invitation-export';
import { invitationAccess } from '../services/invitations/ownership';

/**
 * GET /v1/invitation/{id}/export, "Unduh semua data" (docs/product.md#guest-list): one ZIP archive of
 * the invitation's data, for its owner and its members (a viewer exports too), never cached on the way.
 */
export async function invitationExportRoutes(app: FastifyInstance) {
  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/export',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema } },
    async (request, reply) => {
      const { invitation, role } = await invitationAccess(app.db, request.ownerId, request.params.id, 'read');
      const { filename, bytes } = await invitationArchive(app.db, invitation, role);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
