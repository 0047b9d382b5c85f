import type { FastifySchema } from 'fastify';

/** The path of an invitation's guestbook calls. */
export const GUESTBOOK = '/v1/invitation/:id/guestbook';
export type InvitationParams = { Params: { id: string } };

/**
 * A guestbook route's schema, described in OpenAPI as needing a bearer token (the owner's or, where
 * the route allows it, an usher's): their check is guestbookViewer's, not the owner hook's.
 */
export const bearerSchema = (schema: FastifySchema = {}): FastifySchema => ({
  ...schema,
  security: [{ bearerAuth: [] }],
});
