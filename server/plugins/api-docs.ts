import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { errorComponents, withErrorResponses } from './api-docs-errors';
import { API_OPERATIONS } from './api-docs-operations';
import { describedRoute } from './api-docs-route';

/** Where the API's OpenAPI document and its readable page are served. */
export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PATH = '/docs';

export type ApiDocsOptions = { publicUrl: string };

const hooksOf = (hooks: RouteOptions['onRequest']) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * The API describes itself: an OpenAPI 3.1 document made from the route schemas of schemas/ (every
 * route registered after this plugin), at /openapi.json, and a readable page at /docs (Swagger UI
 * with its own files, nothing fetched from elsewhere). Each operation has its summary, operationId
 * and tag (api-docs-operations.ts), the token it takes, and its error answers (api-docs-errors.ts);
 * the schemas go without ajv's own keywords (api-docs-schema.ts). It passes Redocly's recommended
 * lint (tests/server/openapi.test.ts).
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: ApiDocsOptions) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Undangan Digital API',
          description:
            'Digital wedding invitations: owner accounts, invitations and their content, guests, RSVP, ' +
            'wishes, gifts and the venue guestbook. Every answer is `{ data }` (lists add `meta`), every ' +
            'error `{ message, errors? }`; the messages are in Indonesian, for guests and owners to read.',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl }],
        tags: API_OPERATIONS.map(({ tag, description }) => ({ name: tag, description })),
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
          ...errorComponents,
        },
      },
      transform: ({ url, route }) => ({
        schema: describedRoute(
          route,
          hooksOf(route.onRequest).some((hook) => hook === app.requireOwner || hook === app.requireAdmin),
        ),
        url,
      }),
      transformObject: (document) =>
        'openapiObject' in document ? withErrorResponses(document.openapiObject) : document.swaggerObject,
    });
    await app.register(fastifySwaggerUi, {
      routePrefix: API_DOCS_PATH,
      uiConfig: { docExpansion: 'list', deepLinking: true, validatorUrl: null },
      theme: { title: 'Undangan Digital API' },
      // Swagger UI's page: the shared policy, plus inline styles in elements (its React UI makes some).
      transformStaticCSP: (header) => header.replace("style-src-elem 'self'", "style-src-elem 'self' 'unsafe-inline'"),
    });
    app.get(OPENAPI_PATH, { schema: { hide: true } }, () => app.swagger());
  },
  { name: 'api-docs', dependencies: ['services'] },
);
