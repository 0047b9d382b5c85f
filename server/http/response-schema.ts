import type { Schema } from '../../schemas/json-schema';

/**
 * A schema of schemas/ as a description of a shape, for OpenAPI and for Fastify's response
 * serializer: without ajv-errors' `errorMessage` (the Indonesian messages are the server's answers,
 * not part of the shape) and without `$id` (our schemas name themselves for ajv; an OpenAPI tool
 * would take the id for a document to fetch, and a serializer refuses one id at two places).
 */
export function plainSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plainSchema);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'errorMessage' && key !== '$id')
      .map(([key, inner]) => [key, plainSchema(inner)]),
  );
}

/** A route's answer `{ data }` whose data has this schema (a response schema of the route). */
export const dataResponse = (schema: Schema) => ({
  type: 'object',
  additionalProperties: false,
  required: ['data'],
  properties: { data: plainSchema(schema) },
});

/** A route's answer `{ data: [...] }`, each item of this schema. */
export const dataListResponse = (item: Schema) => dataResponse({ type: 'array', items: item });
