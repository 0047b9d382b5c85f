import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { plainSchema } from '../http/response-schema';

/** Where the API's OpenAPI document and its readable page are served. */
export const OPENAPI_PATH = '/openapi.json';
export const API_DOCS_PATH = '/docs';

export type ApiDocsOptions = { publicUrl: string };

const hooksOf = (hooks: RouteOptions['onRequest']) => (Array.isArray(hooks) ? hooks : hooks ? [hooks] : []);

/**
 * The API describes itself: an OpenAPI 3.1 document made from the route schemas of schemas/ (every
 * route registered after this plugin), at /openapi.json, and a readable page at /docs (Swagger UI
 * with its own files, nothing fetched from elsewhere). Owner routes say they need the bearer token.
 */
export const apiDocsPlugin = fp(
  async (app: FastifyInstance, { publicUrl }: ApiDocsOptions) => {
    await app.register(fastifySwagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Undangan Digital API',
          description:
            'Undangan pernikahan digital: akun pemilik, undangan, tamu, RSVP, ucapan dan hadiah. ' +
            'Setiap jawaban `{ data }`, setiap galat `{ message, errors? }`.',
          version: '1.0.0',
        },
        servers: [{ url: publicUrl }],
        components: {
          securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
        },
      },
      transform: ({ schema, url, route }) => {
        const described = (plainSchema(schema ?? {}) ?? {}) as FastifySchema & Record<string, unknown>;
        if (hooksOf(route.onRequest).includes(app.requireOwner)) described.security = [{ bearerAuth: [] }];
        return { schema: described, url };
      },
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
