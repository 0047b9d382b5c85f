import { apiErrorSchema } from '../../schemas/responses/api-error';
import { openApiSchema } from './api-docs-schema';

/**
 * The error answers of the API in its OpenAPI document: one `ApiError` schema (`{ message, errors? }`,
 * as server/http/error-handler.ts sends every error) and one described response per status, which
 * the operations name by reference.
 */
const ERRORS = {
  400: [
    'BadRequest',
    'The request is not valid: a field breaks its schema or a rule (`errors` lists every field, ' +
      '`message` names the first), the JSON or the form cannot be read, or a value holds U+0000.',
  ],
  401: [
    'Unauthorized',
    'No valid token (sign in, or renew the access token with the refresh token), or wrong credentials.',
  ],
  403: [
    'Forbidden',
    'The invitation is another owner’s, its plan does not include what was asked for, or the call is an operator’s.',
  ],
  402: ['PaymentRequired', 'The invitation’s plan is not paid for yet: publishing needs the payment.'],
  404: ['NotFound', 'No such item, or none the caller may see (another owner’s draft reads as none).'],
  409: [
    'Conflict',
    'Clashes with what is stored (a taken slug, e-mail, number or name; nothing left to take; an RSVP past its deadline).',
  ],
  410: ['Gone', 'The invitation has expired.'],
  413: ['PayloadTooLarge', 'The file is larger than its kind of upload allows.'],
  415: ['UnsupportedMediaType', 'The file is not of a type its kind of upload accepts.'],
  429: ['TooManyRequests', 'Too many requests from this client, or password attempts on this account: try later.'],
  502: ['BadGateway', 'The payment gateway could not be reached: nothing was charged; try again.'],
  507: ['InsufficientStorage', 'The server’s storage is full: try later.'],
} as const;

export type ErrorStatus = keyof typeof ERRORS;

const DEFAULT_ERROR = 'DefaultError';
const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } };

/** What the document's `components` hold for errors: the schema and the responses. */
export const errorComponents = {
  schemas: { ApiError: openApiSchema(apiErrorSchema) as object },
  responses: {
    ...Object.fromEntries(
      Object.values(ERRORS).map(([name, description]) => [name, { description, content: errorContent }]),
    ),
    [DEFAULT_ERROR]: {
      description:
        'Any other error: 503 with Retry-After while the database is unavailable, 500 for a fault of the ' +
        'server (logged, not explained), 405, 406, 414 or 415 for a request the server does not take.',
      headers: {
        'Retry-After': {
          description: 'With a 503: seconds to wait before asking again.',
          schema: { type: 'integer' as const },
        },
      },
      content: errorContent,
    },
  },
};

/** An operation's error responses: these statuses, and a default for any other. */
export function errorResponses(statuses: Iterable<ErrorStatus>): Record<string, { $ref: string }> {
  const sorted = [...new Set(statuses)].sort((a, b) => a - b);
  return Object.fromEntries([
    ...sorted.map((status) => [String(status), { $ref: `#/components/responses/${ERRORS[status][0]}` }]),
    ['default', { $ref: `#/components/responses/${DEFAULT_ERROR}` }],
  ]);
}

/** Where describedRoute (api-docs-route.ts) leaves an operation's error statuses for withErrorResponses. */
export const ERROR_STATUSES_KEY = 'x-error-statuses';

type Operation = { responses?: Record<string, unknown>; [ERROR_STATUSES_KEY]?: ErrorStatus[] };
type Document = { paths?: Record<string, Record<string, Operation>> };

/** @fastify/swagger's `transformObject`: each operation's error statuses as its error responses. */
export function withErrorResponses<D extends object>(document: D): D {
  for (const pathItem of Object.values((document as Document).paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      const statuses = operation[ERROR_STATUSES_KEY];
      if (!statuses) continue;
      delete operation[ERROR_STATUSES_KEY];
      operation.responses = { ...operation.responses, ...errorResponses(statuses) };
    }
  }
  return document;
}
