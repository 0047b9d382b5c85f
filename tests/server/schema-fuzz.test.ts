import { getTableName } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../schemas/limits';
import {
  guests,
  invitationEvents,
  invitationGallery,
  invitationSections,
  invitationStories,
  invitations,
  physicalGifts,
  virtualGifts,
  wishes,
  wishlistGifts,
} from '../../server/db/schema';
import { standInApp, testServer, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';
import { seededRandom } from './seeded-random';

/**
 * A fuzz test of the whole API, derived from the routes and their schemas as the server registers
 * them (no list of routes written here): for each route, requests built from its params, query and
 * body schemas, some valid, most hostile (wrong types, texts past their length, U+0000, integers past
 * int4, year 0000, deep nesting, blank and space-padded texts), with ids of real rows as well as
 * random ones, as the owner, a stranger or nobody. No answer may be a 5xx, and every error is in
 * Indonesian. The seed is fixed (FUZZ_SEED changes it) so a failure can be replayed.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_240_917);
const REQUESTS_PER_ROUTE = 18;

const dist = standInApp({ 'index.html': '<!doctype html><html lang="id"><head></head><body></body></html>' });

type Json = Record<string, unknown>;
type Route = { method: string; url: string; schema: { body?: Json; querystring?: Json; params?: Json } };

const routes: Route[] = [];
let server: TestServer;
type Headers = { authorization: string };
let owner: Headers;
let stranger: Headers;
/** Ids and slugs of real rows, so that a request reaches past "not found" as well. */
const pool = { ids: {} as Record<string, string[]>, slugs: [] as string[], codes: [] as string[] };
/** Which rows a field names, by its name; `id` (a path's) names any kind. */
const ID_FIELDS: Record<string, string> = {
  invitation_id: 'invitations',
  guest_id: 'guests',
  event_id: 'invitation_events',
  invitation_wishlist_id: 'wishlist_gifts',
};
const anyId = () => random.pick(pool.ids[random.pick(Object.keys(pool.ids))] ?? ['tidak-ada']);
const idFor = (name: string) => {
  const kind = ID_FIELDS[name];
  return kind ? random.pick(pool.ids[kind] ?? ['tidak-ada']) : anyId();
};

const random = seededRandom(SEED);

/** Texts that satisfy the patterns our schemas use, tried in turn against a property's pattern. */
const PATTERNED = [
  'raka-dan-ayu',
  'https://contoh.id/foto.jpg',
  '/media/foto.webp',
  '#c0392b',
  '081234567890',
  '1234 5678 90',
  'raka_ayu',
  '#RakaAyu',
  'created_at:DESC',
  'floral-whimsy',
];
const HOSTILE_TEXTS = [
  'a\u0000b',
  '\u0000',
  '   ',
  '\u00a0\t\n',
  '  di\u00a0antara spasi \n',
  '<script>alert(1)</script>',
  "'; DROP TABLE users; --",
  '\ud800',
  '😀'.repeat(40),
  '%00',
  '../../etc/passwd',
  '1e20',
  '-1',
  'null',
];
const HOSTILE_NUMBERS = [3_000_000_000, -3_000_000_000, 2 ** 53, 1e20, -1, 0.5, Number.MAX_VALUE, INT4_MAX + 1];
const HOSTILE_DATES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '9999-12-31T23:59:60-23:59',
];
const deep = (depth: number): unknown => JSON.parse(`${'['.repeat(depth)}${']'.repeat(depth)}`);

const typesOf = (schema: Json): string[] => ([] as string[]).concat((schema.type as string | string[]) ?? []);

/** A value for a schema: mostly what it asks for, sometimes what it forbids. */
function valueFor(schema: Json, name: string, hostility: number): unknown {
  if (random.chance(hostility)) return hostileValue(schema);
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return random.pick(schema.enum);
  const type = random.pick(typesOf(schema).length ? typesOf(schema) : ['string']);
  switch (type) {
    case 'integer':
    case 'number': {
      const min = typeof schema.minimum === 'number' ? schema.minimum : 0;
      const max = typeof schema.maximum === 'number' ? Math.min(schema.maximum, min + 50) : min + 50;
      return min + random.int(max - min + 1);
    }
    case 'boolean':
      return random.chance(0.5);
    case 'null':
      return null;
    case 'array': {
      const items = (schema.items as Json | undefined) ?? {};
      return Array.from({ length: random.int(4) }, () => valueFor(items, name, hostility / 2));
    }
    case 'object':
      return objectFor(schema, hostility / 2);
    default:
      return textFor(schema, name);
  }
}

function textFor(schema: Json, name: string): string {
  if (schema.format === 'date-time') {
    return new Date(Date.UTC(2030, random.int(12), 1 + random.int(28), random.int(24))).toISOString();
  }
  if (schema.format === 'email') return `fuzz${random.int(1e6)}@contoh.id`;
  if (/(^|_)id$/.test(name) && random.chance(0.85)) return idFor(name);
  if (name === 'slug' && random.chance(0.8)) return random.pick(pool.slugs);
  if ((name === 'code' || name === 'to') && random.chance(0.7)) return random.pick(pool.codes);
  if (typeof schema.pattern === 'string') {
    const pattern = new RegExp(schema.pattern, 'u');
    const fits = PATTERNED.filter((text) => pattern.test(text));
    if (fits.length) return random.pick(fits);
  }
  const words = ['Raka', 'Ayu', 'Selamat', 'bahagia', 'selalu', 'ya', 'Jl. Melati 3'];
  const text = Array.from({ length: 1 + random.int(4) }, () => random.pick(words)).join(' ');
  return random.chance(0.3) ? `  ${text}\n` : text;
}

function hostileValue(schema: Json): unknown {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 100;
  return random.pick<() => unknown>([
    () => random.pick(HOSTILE_TEXTS),
    () => random.pick(HOSTILE_NUMBERS),
    () => random.pick(HOSTILE_DATES),
    () => 'x'.repeat(maxLength + 1 + random.int(3)),
    () => 'y'.repeat(200_000),
    () => deep(20 + random.int(3_000)),
    () => ({ nested: { too: [1, 'dua', null] } }),
    () => [],
    () => null,
    () => random.chance(0.5),
    () => `${anyId()}\u0000`,
  ])();
}

function objectFor(schema: Json, hostility: number): Json {
  const properties = (schema.properties as Record<string, Json> | undefined) ?? {};
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const result: Json = {};
  for (const [name, property] of Object.entries(properties)) {
    if (required.has(name) ? random.chance(0.95) : random.chance(0.6)) {
      result[name] = valueFor(property, name, hostility);
    }
  }
  if (random.chance(hostility / 3)) result[random.pick(['extra_field', '__proto__x', 'a\u0000'])] = 'x';
  return result;
}

/** A path segment, percent-encoded; a lone surrogate becomes bytes that are not UTF-8 at all. */
const encode = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

/** The route's URL with its params filled (from the params schema where there is one). */
function pathFor(route: Route, hostility: number): string {
  const properties = (route.schema.params?.properties as Record<string, Json> | undefined) ?? {};
  return route.url
    .replace(/:(\w+)(\([^)]*\))?/g, (_match, name: string) => {
      const value = properties[name]
        ? valueFor(properties[name]!, name, hostility)
        : random.chance(1 - hostility)
          ? name === 'slug'
            ? random.pick(pool.slugs)
            : name === 'type'
              ? random.pick(['physical', 'virtual', 'wishlist'])
              : idFor(name)
          : hostileValue({});
      return encode(typeof value === 'string' ? value : JSON.stringify(value));
    })
    .replace(/\*$/, () => encode(random.pick(['foto.webp', '..%2F..%2Fetc', 'a\u0000', ''])));
}

function queryFor(route: Route, hostility: number): string {
  const schema = route.schema.querystring;
  const query = schema ? objectFor(schema, hostility) : random.chance(0.3) ? { to: random.pick(HOSTILE_TEXTS) } : {};
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    search.append(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  if (random.chance(hostility / 4)) search.append('page', '1e20');
  const text = search.toString();
  return text ? `?${text}` : '';
}

function bodyFor(route: Route, hostility: number): { payload?: string; contentType?: string } {
  if (route.method === 'GET' || route.method === 'DELETE') return {};
  if (route.schema.body && !random.chance(hostility / 4)) {
    return { payload: JSON.stringify(objectFor(route.schema.body, hostility)), contentType: 'application/json' };
  }
  return random.pick([
    () => ({ payload: '{"a":', contentType: 'application/json' }),
    () => ({ payload: `{"a":${'['.repeat(5_000)}${']'.repeat(5_000)}}`, contentType: 'application/json' }),
    () => ({ payload: '{"__proto__":{"admin":true}}', contentType: 'application/json' }),
    () => ({ payload: 'nama=Raka', contentType: 'application/x-www-form-urlencoded' }),
    () => ({
      payload: '--batas\r\nContent-Disposition: form-data; name="kind"\r\n\r\ngallery',
      contentType: 'multipart/form-data; boundary=batas',
    }),
    () => ({ payload: '', contentType: 'application/json' }),
    () => ({ payload: '[]', contentType: 'application/json' }),
  ])();
}

/** An English word ajv or Fastify would use: an error a person reads must not have one. */
const ENGLISH = /\b(must|should|invalid|error|unexpected|failed|required|body|property|exceeded)\b/i;

beforeAll(async () => {
  server = await testServer({
    publicWriteLimit: 100_000,
    staticDir: dist,
    onRoute: (route: RouteOptions) => {
      for (const method of ([] as string[]).concat(route.method)) {
        if (method === 'HEAD' || method === 'OPTIONS') continue;
        routes.push({ method, url: route.url ?? '', schema: (route.schema ?? {}) as Route['schema'] });
      }
    },
  });
  const both = await twoOwnersWithSamples(server, { use_multiple_event: true });
  owner = both.owner.headers;
  stranger = both.stranger.headers;
  const db = server.database.db;
  await db.insert(guests).values({ id: 'guest-fuzz', invitation_id: ROOT, name: 'Budi', code: 'kodefuzz0001' });
  const tables = [
    invitations,
    invitationEvents,
    invitationStories,
    invitationGallery,
    invitationSections,
    physicalGifts,
    virtualGifts,
    wishlistGifts,
    wishes,
    guests,
  ];
  for (const table of tables) {
    pool.ids[getTableName(table)] = (await db.select({ id: table.id }).from(table)).map((row) => row.id);
  }
  pool.slugs.push(...(await db.select({ slug: invitations.slug }).from(invitations)).map((row) => row.slug));
  pool.codes.push(...(await db.select({ code: guests.code }).from(guests)).map((row) => row.code));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe(`every route, fuzzed from its schemas (seed ${SEED})`, () => {
  it('finds the API routes and their schemas', () => {
    const api = routes.filter((route) => /^\/v[12]\//.test(route.url));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((route) => route.schema.body).length).toBeGreaterThan(15);
  });

  it('never answers 5xx, and every error is in Indonesian', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    for (const route of routes) {
      for (let i = 0; i < REQUESTS_PER_ROUTE; i++) {
        const hostility = i < 5 ? 0 : random.pick([0.1, 0.3, 0.6]);
        const url = pathFor(route, hostility) + queryFor(route, hostility);
        const { payload, contentType } = bodyFor(route, hostility);
        const who = random.pick([owner, owner, owner, stranger, undefined]);
        const headers: Record<string, string> = { ...who };
        if (contentType) headers['content-type'] = contentType;
        const response = await server.app.inject({
          method: route.method as 'GET',
          url,
          payload,
          headers,
        });
        sent++;
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const described = `${route.method} ${url.slice(0, 160)} ${String(payload ?? '').slice(0, 160)} -> ${response.statusCode} ${response.body.slice(0, 200)}`;
        if (response.statusCode >= 500) failures.push(described);
        else if (response.statusCode >= 400 && /json/.test(String(response.headers['content-type']))) {
          const { message, errors = [] } = response.json() as { message?: string; errors?: { message: string }[] };
          const texts = [message ?? '', ...errors.map((e) => e.message)];
          if (!message || texts.some((text) => ENGLISH.test(text))) failures.push(`not Indonesian: ${described}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(500);
    expect(failures).toEqual([]);
    // Valid requests got through too: owner writes were stored, reads answered.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(10);
    expect(statuses.get(200) ?? 0).toBeGreaterThan(100);
  });
});
