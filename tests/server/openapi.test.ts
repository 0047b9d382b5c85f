import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wishPayloadSchema } from '../../schemas/payloads/wish.payload';
import { createInvitationRequestSchema } from '../../schemas/requests/invitations';
import { invitationPageQuerySchema } from '../../schemas/requests/public-page';
import { invitationSummarySchema } from '../../schemas/responses/owner-invitations';
import { themeCatalogueItemSchema } from '../../schemas/responses/theme-catalogue';
import { testServer, type TestServer } from './harness';

type Operation = {
  responses?: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }> };
  parameters?: { in: string; name: string; required?: boolean }[];
  security?: unknown[];
};
type Document = {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

let server: TestServer;
let doc: Document;
beforeAll(async () => {
  server = await testServer({ publicUrl: 'https://undangan.id' });
  const response = await server.app.inject('/openapi.json');
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  doc = response.json() as Document;
}, 60_000);
afterAll(() => server.close());

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

  it('says which routes need the owner’s token', () => {
    expect(operation('post', '/v1/invitation').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/v1/user/my-invitation').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/v1/invitation/{id}').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/v1/invitation/slug-availability').security).toEqual([{ bearerAuth: [] }]);
    expect(operation('get', '/v1/theme').security).toBeUndefined();
    expect(operation('get', '/v1/plan').security).toBeUndefined();
    expect(operation('post', '/v1/wish').security).toBeUndefined();
    expect(operation('get', '/v1/invitation/slug/{slug}/page').security).toBeUndefined();
  });

  it('describes only the API: no pages, no files, no validator keywords', () => {
    for (const path of Object.keys(doc.paths)) expect(path).toMatch(/^\/v[12]\//);
    const text = JSON.stringify(doc);
    expect(text).not.toContain('errorMessage');
    expect(text).not.toContain('"$id"');
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
