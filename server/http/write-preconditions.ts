import type { FastifyRequest } from 'fastify';
import type { WritePreconditions } from '../services/invitations/invitation-changes';
import { badRequest } from './http-error';

/** An Idempotency-Key as clients make them: a UUID or another short token. */
const REQUEST_KEY = /^[A-Za-z0-9_-]{8,100}$/;
/** An entity tag: "v" or W/"v" (RFC 9110); the version inside. */
const ENTITY_TAG = /^(?:W\/)?"([^"]*)"$/;

/**
 * What an owner's write says of itself (docs/product.md#no-lost-edit): `If-Match`, the version of the
 * thing it was based on (bare or as an entity tag; `*` asks for no check), and `Idempotency-Key`,
 * which makes a repeated request one write. A malformed key is refused here, where it enters.
 */
export function preconditionsOf(request: FastifyRequest): WritePreconditions {
  const ifMatch = request.headers['if-match']?.trim();
  const requestKey = request.headers['idempotency-key'];
  if (requestKey !== undefined && (typeof requestKey !== 'string' || !REQUEST_KEY.test(requestKey))) {
    throw badRequest('Idempotency-Key tidak valid: 8 sampai 100 huruf, angka, - atau _');
  }
  const basedOn = !ifMatch || ifMatch === '*' ? undefined : (ENTITY_TAG.exec(ifMatch)?.[1] ?? ifMatch);
  return { basedOn, requestKey };
}
