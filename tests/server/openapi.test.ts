import type { RouteOptions } from 'fastify';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishPayloadSchema } from '../../schemas/payloads/wish.payload';
import { sectionUpdateSchemas } from '../../schemas/requests/content';
import { createInvitationRequestSchema } from '../../schemas/requests/invitations';
import { invitationPageQuerySchema } from '../../schemas/requests/public-page';
import { invitationSummarySchema } from '../../schemas/responses/owner-invitations';
import { themeCatalogueItemSchema } from '../../schemas/responses/theme-catalogue';
import { API_OPERATIONS } from '../../server/plugins/api-docs-operations';
import { failureOf, testServer, type TestServer } from './harness';

type Schema = { properties?: Record<string, unknown>; required?: string[]; anyOf?: unknown[] };
type Operation = {
  summary?: string;
  operationId?: string;
  tags?: string[];
  responses?: Record<string, { $ref?: string; content?: Record<string, { schema: Schema }> }>;
  requestBody?: { content: Record<string, { schema: Schema }> };
  parameters?: { in: string; name: string; required?: boolean }[];
  security?: unknown[];
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  tags: { name: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    securitySchemes: Record<string, unknown>;
    schemas: Record<string, Schema>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  };
};

let server: TestServer;
let doc: Document;
/** The API's routes as registered (`METHOD url`), but the ones hidden from the document. */
const apiRoutes: string[] = [];
beforeAll(async () => {
  server = await testServer({
    publicUrl: 'https://undangan.id',
    onRoute: (route: RouteOptions) => {
      const hidden = (route.schema as { hide?: boolean } | undefined)?.hide;
      if (hidden || !/^\/v[12]\//.test(route.url ?? '')) return;
      for (const method of ([] as string[]).concat(route.method))
        if (method !== 'HEAD') apiRoutes.push(`${method} ${route.url}`);
    },
  });
  const response = await server.app.inject('/openapi.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  doc = response.json() as Document;
}, 60_000);
afterAll(() => server.close());

/** Every operation of the document as `METHOD url`, the url as Fastify writes it (`:id`, not `{id}`). */
const documented = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      key: `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
      op,
    })),
  );

const operation = (method: string, path: string) => {
  const found = doc.paths[path]?.[method];
  expect(found, `${method.toUpperCase()} ${path}`).toBeDefined();
  return found!;
};
const bodyOf = (method: string, path: string) =>
  operation(method, path).requestBody?.content['application/json']?.schema;

describe('GET /openapi.json', () => {
  it('is an OpenAPI 3.1 document on the public address', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([{ url: 'https://undangan.id' }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('lists the routes of the API with the request schemas of schemas/', () => {
    const create = bodyOf('post', '/v1/invitation');
    expect(Object.keys(create?.properties ?? {})).toEqual(Object.keys(createInvitationRequestSchema.properties));
    expect(create?.required).toEqual(createInvitationRequestSchema.required);
    expect(Object.keys(bodyOf('post', '/v1/wish')?.properties ?? {})).toEqual(
      Object.keys(wishPayloadSchema.properties),
    );
    expect(operation('put', '/v1/invitation/{id}').parameters).toContainEqual(
      expect.objectContaining({ in: 'path', name: 'id', required: true }),
    );
    const query = operation('get', '/v1/invitation/slug/{slug}/page').parameters?.filter((p) => p.in === 'query');
    expect(query?.map((p) => p.name)).toEqual(Object.keys(invitationPageQuerySchema.properties));
    for (const path of ['/v1/auth/login', '/v1/invitation-rsvp', '/v1/gift/wishlist/confirmation', '/v1/media']) {
      expect(doc.paths[path]?.post, path).toBeDefined();
    }
  });

  it('describes the answers of the routes that declare them', () => {
    const data = (method: string, path: string, status = '200') =>
      operation(method, path).responses?.[status]?.content?.['application/json']?.schema.properties?.data as {
        items?: { properties?: Record<string, unknown> };
        properties?: Record<string, unknown>;
      };
    expect(Object.keys(data('get', '/v1/theme').items?.properties ?? {})).toEqual(
      Object.keys(themeCatalogueItemSchema.properties),
    );
    expect(Object.keys(data('get', '/v1/plan').items?.properties ?? {})).toContain('color');
    expect(Object.keys(data('get', '/v1/invitation/summary/{id}').properties ?? {})).toEqual(
      Object.keys(invitationSummarySchema.properties),
    );
    expect(data('get', '/v1/user/my-invitation').items?.properties).toHaveProperty('counts');
    expect(data('get', '/v1/invitation/{id}').properties).toHaveProperty('expired');
    expect(data('get', '/v1/invitation/slug-availability').properties).toHaveProperty('available');
    expect(data('post', '/v1/media', '201').properties).toHaveProperty('url');
  });

  it('says which routes need a token, which take one and which none', () => {
    const token = [{ bearerAuth: [] }];
    expect(operation('post', '/v1/invitation').security).toEqual(token);
    expect(operation('get', '/v1/user/my-invitation').security).toEqual(token);
    expect(operation('get', '/v1/invitation/{id}').security).toEqual(token);
    expect(operation('get', '/v1/invitation/slug-availability').security).toEqual(token);
    expect(operation('get', '/v1/invitation/{id}/guestbook/venue').security).toEqual(token);
    expect(operation('get', '/v1/theme').security).toEqual([]);
    expect(operation('get', '/v1/plan').security).toEqual([]);
    expect(operation('post', '/v1/auth/login').security).toEqual([]);
    // An owner's token shows their draft: optional.
    expect(operation('post', '/v1/wish').security).toEqual([{}, ...token]);
    expect(operation('get', '/v1/invitation/slug/{slug}/page').security).toEqual([{}, ...token]);
  });

  it('describes only the API: no pages, no files, no validator keywords', () => {
    for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/v[12]\//);
    const text = JSON.stringify(doc);
    for (const keyword of ['errorMessage', '"$id"', 'formatMinimum', 'formatMaximum'])
      expect(text).not.toContain(keyword);
    // The unknown gift types' 404 routes are no operations.
    expect(doc.paths['/v1/gift/{type}']).toBeUndefined();
  });

  it('leaves the routes’ own schemas, and so their validation, as they are', async () => {
    const refused = failureOf(await server.app.inject({ method: 'POST', url: '/v1/auth/login', payload: {} }));
    expect(refused).toMatchObject({
      status: 400,
      errors: expect.arrayContaining([{ field: 'email', message: 'Email wajib diisi' }]),
    });
  });
});

describe('the operations of /openapi.json', () => {
  it('are every API route, each with a unique operationId, a summary and a tag from one entry', () => {
    const operations = documented();
    const keys = operations.map(({ key }) => key);
    expect(keys.sort()).toEqual([...new Set(apiRoutes)].sort());
    // A new route without an entry, or an entry whose route is gone, is named here.
    const entries = API_OPERATIONS.flatMap(({ operations }) => Object.keys(operations));
    expect(
      keys.filter((key) => !entries.includes(key)),
      'routes without an entry in server/plugins/api-docs-operations.ts',
    ).toEqual([]);
    expect(
      entries.filter((key) => !keys.includes(key)),
      'entries of server/plugins/api-docs-operations.ts without a route',
    ).toEqual([]);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][A-Za-z]+$/);
      expect(op.summary, key).toMatch(/^[A-Z].{5,80}$/);
      expect(
        doc.tags.map((tag) => tag.name),
        key,
      ).toContain(op.tags?.[0]);
    }
  });

  it('declare the body of every route that takes one, the section’s settings and the upload among them', () => {
    const withoutBody = documented()
      .filter(({ key, op }) => /^(POST|PUT)/.test(key) && !op.requestBody)
      .map(({ key }) => key);
    expect(withoutBody.sort()).toEqual(
      [
        'POST /v1/auth/email/verification',
        'POST /v1/auth/logout-all',
        'POST /v1/guest/:id/sent',
        'POST /v1/guestbook/door-prize/:drawId/show',
        'POST /v1/invitation/slug/:slug/open',
        'POST /v1/gift/wishlist/confirmation/:id/thanked',
        'POST /v1/order/:order_id/cancel',
      ].sort(),
    );
    expect(bodyOf('put', '/v1/invitation/section/{id}')?.anyOf).toHaveLength(Object.keys(sectionUpdateSchemas).length);
    const upload = operation('post', '/v1/media').requestBody?.content['multipart/form-data']?.schema;
    expect(upload?.required).toEqual(['kind', 'file']);
  });

  it('describe their answers: 201 where the route creates, a file where it sends one', () => {
    expect(Object.keys(operation('post', '/v1/wish').responses ?? {})).toContain('201');
    expect(Object.keys(operation('post', '/v1/invitation/story').responses ?? {})).toContain('201');
    expect(operation('post', '/v1/invitation/story').responses).not.toHaveProperty('200');
    expect(operation('get', '/v1/invitation/{id}/export').responses?.['200']?.content).toHaveProperty([
      'application/zip',
    ]);
  });

  it('describe their errors as `{ message, version?, errors? }`, by status where it applies', () => {
    expect(Object.keys(doc.components.schemas.ApiError?.properties ?? {})).toEqual(['message', 'version', 'errors']);
    for (const response of Object.values(doc.components.responses)) {
      expect(response.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    }
    const errorsOf = (method: string, path: string) =>
      Object.keys(operation(method, path).responses ?? {}).filter((status) => !status.startsWith('2'));
    for (const { key, op } of documented()) {
      expect(op.responses, key).toHaveProperty('default');
      expect(op.responses, key).toHaveProperty('400');
      if (op.security?.length === 1) expect(op.responses, key).toHaveProperty('401');
    }
    expect(errorsOf('get', '/v1/plan')).toEqual(['400', 'default']);
    expect(errorsOf('post', '/v1/auth/register')).toEqual(['400', '409', '429', 'default']);
    expect(errorsOf('post', '/v1/wish')).toEqual(['400', '404', '410', '429', 'default']);
    expect(errorsOf('put', '/v1/invitation/section/{id}')).toEqual(['400', '401', '403', '404', 'default']);
    expect(errorsOf('post', '/v1/media')).toEqual(['400', '401', '413', '415', '507', 'default']);
    expect(operation('get', '/v1/plan').responses?.['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
  });
});

/** Rules of Redocly's recommended set whose warnings the API's own shape makes, each for its reason. */
const KNOWN_WARNINGS = [
  // `/v1/invitation/{id}/status` beside `/v1/invitation/slug/{slug}` and the like: the paths are the
  // API's (docs/product.md#api), and a static segment wins over a parameter in the router.
  'no-ambiguous-paths',
  // The service is not published under a licence.
  'info-license',
  // The RSVP body's `then: { required: ['is_attend'] }` names a property of the body itself.
  'no-required-schema-properties-undefined',
];

const REDOCLY = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');

describe('Redocly’s lint of /openapi.json', () => {
  it('finds no error with the recommended rules, and only the known warnings', () => {
    const dir = mkdtempSync(join(tmpdir(), 'openapi-'));
    try {
      writeFileSync(join(dir, 'openapi.json'), JSON.stringify(doc));
      // In a folder of its own (no redocly.yaml of anyone's), telling nobody about the run.
      const lint = spawnSync(
        process.execPath,
        [REDOCLY, 'lint', '--extends', 'recommended', '--format', 'json', '--max-problems', '1000', 'openapi.json'],
        {
          cwd: dir,
          encoding: 'utf8',
          timeout: 15_000,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
        },
      );
      const problems = (
        JSON.parse(lint.stdout || '{"problems":[]}') as {
          problems: { ruleId: string; severity: string; message: string; location: { pointer: string }[] }[];
        }
      ).problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
      const unexpected = problems.filter(
        (problem) => !KNOWN_WARNINGS.some((rule) => problem.startsWith(`warn ${rule}:`)),
      );
      expect(unexpected, 'problems Redocly found').toEqual([]);
      expect(lint.status, `redocly lint: ${lint.error?.message ?? ''}${lint.stderr}`).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('GET /docs', () => {
  it('is a readable page of the document, with its own files only', async () => {
    const response = await server.app.inject('/docs');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const sources = [...response.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const source of sources) {
      expect(source, source).not.toMatch(/^(https?:)?\/\//);
      const file = await server.app.inject(new URL(source, 'http://x/docs/').pathname);
      expect(file.statusCode, source).toBe(200);
    }
  });
});
