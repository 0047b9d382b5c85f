import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import type { Schema } from '../../../schemas/json-schema';
import { adminListMetaSchema } from '../../../schemas/responses/admin';
import { dataListResponse, plainSchema } from '../../http/response-schema';
import type { Operator } from '../../services/admin/operator-log';

/** A paged list's answer `{ data: [...], meta }` (response/admin-list-meta). */
export function pagedListResponse(item: Schema) {
  const list = dataListResponse(item);
  return {
    ...list,
    required: ['data', 'meta'],
    properties: { ...list.properties, meta: plainSchema(adminListMetaSchema) },
  };
}

/** Who acts (the signed-in operator) and when, by the server's clock. */
export const operatorOf = (app: FastifyInstance, request: FastifyRequest): Operator => ({
  userId: request.ownerId,
  at: app.clock(),
});

/** Every console call: an operator's token (401 without one, 403 'Halaman ini khusus operator' for anyone else). */
export const operatorsOnly = (app: FastifyInstance) => ({ onRequest: app.requireAdmin });

/** A body that may be left out (a note the operator need not write): none reads as `{}`. */
export const bodyMayBeLeftOut: preValidationHookHandler = (request, _reply, done) => {
  request.body ??= {};
  done();
};
