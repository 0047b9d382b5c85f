import type { FastifySchema, RouteOptions } from 'fastify';
import { ERROR_STATUSES_KEY, type ErrorStatus } from './api-docs-errors';
import { OPERATION_DOCS, type OperationDoc } from './api-docs-operations';
import { openApiSchema } from './api-docs-schema';

type Described = FastifySchema & Record<string, unknown>;
type Security = NonNullable<FastifySchema['security']>;

const REQUEST_PARTS = ['body', 'querystring', 'params', 'headers'] as const;
const TOKEN: Security = [{ bearerAuth: [] }];
/** No token, or one: the owner's shows their draft. */
const OPTIONAL_TOKEN: Security = [{}, { bearerAuth: [] }];
const NO_TOKEN: Security = [];

/** What @fastify/swagger takes for a response's description (else it says "Default Response"). */
const RESPONSE_DESCRIPTION = 'x-response-description';
const DONE: Record<string, string> = { 200: 'OK', 201: 'Created' };

/** The answers by status, described, without ajv's keywords. */
const answers = (response: object) =>
  Object.fromEntries(
    Object.entries(response).map(([status, schema]) => [
      status,
      { [RESPONSE_DESCRIPTION]: `${DONE[status] ?? 'Done'}: \`{ data }\``, ...(openApiSchema(schema) as object) },
    ]),
  );

/** The answer of a route that declares no answer schema: `{ data }` (SPEC 7), a file, or a redirect. */
function successOf(created: boolean, { file, redirect }: Partial<OperationDoc> = {}): object {
  if (redirect) return { 303: { [RESPONSE_DESCRIPTION]: `See other: ${redirect}`, type: 'null' } };
  if (file) return { 200: { [RESPONSE_DESCRIPTION]: file.description, type: 'string', contentMediaType: file.type } };
  const data = { description: 'Its shape is not described here yet.' };
  return { [created ? 201 : 200]: { type: 'object', required: ['data'], properties: { data } } };
}

/**
 * A route's schema as @fastify/swagger's `transform` hands it to the OpenAPI document: its request
 * and answer schemas without ajv's keywords, its summary, operationId and tag from
 * api-docs-operations.ts, the token it takes, and the statuses of its errors (api-docs-errors.ts turns
 * them into responses). A copy: the route's validation and serialization keep their own schemas.
 */
export function describedRoute(route: RouteOptions, needsOwner: boolean): Described {
  const schema = (route.schema ?? {}) as Described;
  const described: Described = { ...schema };
  for (const part of REQUEST_PARTS) if (schema[part]) described[part] = openApiSchema(schema[part]);
  const doc = OPERATION_DOCS.get(`${String(route.method)} ${route.url}`);

  if (doc) Object.assign(described, { summary: doc.summary, operationId: doc.id, tags: [doc.tag] });
  if (doc?.body) {
    described.body = openApiSchema(doc.body.schema);
    if (doc.body.consumes) described.consumes = doc.body.consumes;
  }
  described.response = answers(schema.response ?? successOf(!!doc?.created, doc));
  if (doc?.file) described.produces = [doc.file.type];

  const needsToken = needsOwner || !!schema.security;
  described.security = needsOwner ? TOKEN : (schema.security ?? (doc?.optionalToken ? OPTIONAL_TOKEN : NO_TOKEN));
  // Every route refuses U+0000 and unreadable input (server/http/validation.ts) with a 400.
  const errors: ErrorStatus[] = [400, ...(doc?.errors ?? [])];
  if (needsToken) errors.push(401);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) errors.push(429);
  described[ERROR_STATUSES_KEY] = errors;
  return described;
}
