import type { FastifyInstance } from 'fastify';
import { guestCodeQuerySchema, type GuestCodeQuery } from '../../schemas/requests/guests';
import { HttpError, notFound } from '../http/http-error';
import { GUEST_CODE_GUESSES_MESSAGE, guardedGuestLookup } from '../services/limits/guest-code-guess-limit';
import { guestByCode } from '../services/guests/guest-entities';
import { viewerOf, visibleInvitationBySlug } from '../services/invitations/invitation-visibility';
import { GUEST_NOT_FOUND } from './guests.routes';

/**
 * GET /v1/guest/code/{code}?slug=…: the guest a personal link names, on an invitation its visitor
 * may see (docs/product.md#guest-list); a client that misses too often is told to wait.
 */
export async function guestCodeRoutes(app: FastifyInstance) {
  app.get<{ Params: { code: string }; Querystring: GuestCodeQuery }>(
    '/v1/guest/code/:code',
    { schema: { querystring: guestCodeQuerySchema } },
    async (request) => {
      // No such invitation (or another's draft) reads as no such guest; an expired one says so (410).
      const invitation = await visibleInvitationBySlug(app.db, request.query.slug, await viewerOf(app, request)).catch(
        (error: unknown) => {
          if (error instanceof HttpError && error.statusCode === 404) return undefined;
          throw error;
        },
      );
      // A client that has missed too often is told to wait (server/services/limits/guest-code-guess-limit.ts).
      const found = await guardedGuestLookup(app.guestCodeGuesses, request, async () =>
        invitation ? guestByCode(app.db, invitation, request.params.code) : null,
      );
      if (found.blocked) throw new HttpError(429, GUEST_CODE_GUESSES_MESSAGE);
      if (!found.guest) throw notFound(GUEST_NOT_FOUND);
      return { data: found.guest };
    },
  );
}
