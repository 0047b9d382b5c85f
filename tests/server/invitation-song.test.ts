import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../server/db/seed';
import { registerOwner, testServer, type TestServer } from './harness';

/**
 * The invitation's song (docs/product.md#music): set by PUT /v1/invitation/{id}, left as it is by a
 * blank value, and cleared by `song: null` so the page plays the default song again.
 */

let server: TestServer;
let app: FastifyInstance;
let headers: Record<string, string>;
let id: string;

beforeAll(async () => {
  server = await testServer();
  app = server.app;
  await seedDemo(server.database.db);
  const owner = await registerOwner(app, 'Pemilik Lagu');
  headers = owner.headers as Record<string, string>;
  const created = await app.inject({
    method: 'POST',
    url: '/v1/invitation',
    headers,
    payload: { slug: 'lagu-kita', theme: 'floral-whimsy', use_multiple_event: false },
  });
  expect(created.statusCode, created.body).toBe(201);
  id = (created.json() as { data: { id: string } }).data.id;
}, 60_000);
afterAll(() => server.close());

const put = (payload: Record<string, unknown>) =>
  app.inject({ method: 'PUT', url: `/v1/invitation/${id}`, headers, payload });

describe('PUT /v1/invitation/{id} song', () => {
  it('sets the song, keeps it on a blank value and clears it with null', async () => {
    const set = await put({ song: '/media/ab/lagu.mp3' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.song).toBe('/media/ab/lagu.mp3');

    const blank = await put({ song: '  ' });
    expect(blank.statusCode, blank.body).toBe(200);
    expect(blank.json().data.song).toBe('/media/ab/lagu.mp3');

    const cleared = await put({ song: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().data).not.toHaveProperty('song');
    const read = await app.inject({ method: 'GET', url: `/v1/invitation/slug/lagu-kita`, headers });
    expect(read.json().data).not.toHaveProperty('song');
  });

  it('refuses a song that is neither a link nor null', async () => {
    for (const song of ['lagu.mp3', 42]) {
      const response = await put({ song });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([
        { field: 'song', message: 'Tautan harus diawali http://, https:// atau /' },
      ]);
    }
  });
});
