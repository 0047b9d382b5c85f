import type { FastifyInstance } from 'fastify';
import {
  linkOpenQuerySchema,
  messageTemplatesSchema,
  sendQueueQuerySchema,
  type LinkOpenQuery,
  type MessageTemplates,
  type SendQueueQuery,
} from '../../schemas/requests/guest-messages';
import { messageTemplatesAnswerSchema, sendQueueMetaSchema } from '../../schemas/responses/guest-messages';
import { ownerGuestSchema } from '../../schemas/responses/owner-guests';
import { HttpError, notFound } from '../http/http-error';
import { dataListResponse, dataResponse, plainSchema } from '../http/response-schema';
import { guestByCode } from '../services/guests/guest-entities';
import { recordLinkOpen } from '../services/guests/guest-link-opens';
import { sendQueue } from '../services/guests/send-queue';
import { visibleInvitationBySlug } from '../services/invitations/invitation-visibility';
import { messageTemplatesOf, saveMessageTemplates } from '../services/invitations/message-templates';
import { accessibleInvitation, rootInvitationId } from '../services/invitations/ownership';
import { GUEST_CODE_GUESSES_MESSAGE, guardedGuestLookup } from '../services/limits/guest-code-guess-limit';
import { publicWriteConfig } from '../services/limits/public-write-limit';
import type { ApiOptions } from './api-options';
import { GUEST_NOT_FOUND } from './guests.routes';

type IdParams = { Params: { id: string } };

const templatesResponse = { 200: dataResponse(messageTemplatesAnswerSchema) };
const queueResponse = {
  200: {
    ...dataListResponse(ownerGuestSchema),
    required: ['data', 'meta'],
    properties: { ...dataListResponse(ownerGuestSchema).properties, meta: plainSchema(sendQueueMetaSchema) },
  },
};

/**
 * Sending to every guest (docs/product.md#sending): the owner's message templates, the sending queue
 * of a kind of message, and the guest page's note that a personal link was opened.
 */
export async function guestMessageRoutes(app: FastifyInstance, options: ApiOptions) {
  const owner = { onRequest: app.requireOwner };

  app.get<IdParams>(
    '/v1/invitation/:id/message-templates',
    { ...owner, schema: { response: templatesResponse } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      return { data: await messageTemplatesOf(app.db, invitation) };
    },
  );

  app.put<IdParams & { Body: MessageTemplates }>(
    '/v1/invitation/:id/message-templates',
    { ...owner, schema: { body: messageTemplatesSchema, response: templatesResponse } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      await saveMessageTemplates(app.db, invitation, request.body);
      return { data: await messageTemplatesOf(app.db, invitation) };
    },
  );

  app.get<IdParams & { Querystring: SendQueueQuery }>(
    '/v1/invitation/:id/send-queue',
    { ...owner, schema: { querystring: sendQueueQuerySchema, response: queueResponse } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'read');
      return sendQueue(app.db, rootInvitationId(invitation), request.query);
    },
  );

  /*
   * The guest page's beacon (docs/product.md#link-opens): sent by the page's script once it starts, so
   * a link preview that runs no script never counts, and never by the owner's preview or a demo. No
   * token: a published invitation only. Misses count as guesses of a code (guest-code-guess-limit.ts).
   */
  app.post<{ Params: { slug: string }; Querystring: LinkOpenQuery }>(
    '/v1/invitation/slug/:slug/open',
    { schema: { querystring: linkOpenQuerySchema }, config: publicWriteConfig(options.publicWriteLimit) },
    async (request, reply) => {
      // No such published invitation (or an expired one) reads as no such guest.
      const invitation = await visibleInvitationBySlug(app.db, request.params.slug, null).catch((error: unknown) => {
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 410)) return undefined;
        throw error;
      });
      const found = await guardedGuestLookup(app.guestCodeGuesses, request, async () =>
        invitation ? guestByCode(app.db, invitation, request.query.to) : null,
      );
      if (found.blocked) throw new HttpError(429, GUEST_CODE_GUESSES_MESSAGE);
      if (!found.guest) throw notFound(GUEST_NOT_FOUND);
      await recordLinkOpen(app.db, found.guest.id);
      return reply.code(204).send();
    },
  );
}
