import type { FastifyInstance } from 'fastify';
import { invitationIdParamsSchema, type InvitationIdParams } from '../../schemas/requests/invitations';
import { invitationArchive } from '../services/invitations/invitation-export';
import { ownedInvitation } from '../services/invitations/ownership';

/**
 * GET /v1/invitation/{id}/export, "Unduh semua data" (docs/product.md#guest-list): one ZIP archive of
 * the invitation's data, for its owner only, never cached on the way.
 */
export async function invitationExportRoutes(app: FastifyInstance) {
  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id/export',
    { onRequest: app.requireOwner, schema: { params: invitationIdParamsSchema } },
    async (request, reply) => {
      const invitation = await ownedInvitation(app.db, request.ownerId, request.params.id);
      const { filename, bytes } = await invitationArchive(app.db, invitation);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
}
