import { randomUUID } from 'node:crypto';

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, wishes } from '../../server/db/schema';
import { standInApp, testServer, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';

/**
 * Input the validator used to let through to the database or the stack: each answers a 4xx with an
 * Indonesian message, never a 500. A text is stored exactly as written; a blank one is missing.
 */

const dist = standInApp({ 'index.html': '<!doctype html><html lang="id"><head></head><body></body></html>' });

let server: TestServer;
type Headers = { authorization: string };
let owner: { headers: Headers };
const GUEST = 'guest-hostile';

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, headers?: Headers) =>
  server.app.inject({ method, url, payload: payload as object | undefined, headers });
const db = () => server.database.db;

/** The answer is a 4xx with a message in Indonesian: no English library text. */
function expectRefused(response: { statusCode: number; body: string }, status = 400) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  const { message } = JSON.parse(response.body) as { message: string };
  expect(message).toBeTruthy();
  expect(message).not.toMatch(/\b(must|should|invalid|error|unexpected|failed)\b/i);
  return JSON.parse(response.body) as { message: string; errors?: { field: string; message: string }[] };
}

beforeAll(async () => {
  server = await testServer({ publicWriteLimit: 10_000, staticDir: dist });
  ({ owner } = await twoOwnersWithSamples(server, { use_multiple_event: true }));
  await db().insert(guests).values({ id: GUEST, invitation_id: ROOT, name: 'Budi', code: 'kodehostile1' });
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const wish = (fields: object) => ({ name: 'Sinta', message: 'Selamat', invitation_id: ROOT, ...fields });

describe('U+0000 in a text', () => {
  it('is refused in a body string, naming the field', async () => {
    const body = expectRefused(await inject('POST', '/v1/wish', wish({ name: 'a\u0000b' })));
    expect(body.errors).toEqual([{ field: 'name', message: 'Teks tidak boleh berisi karakter NUL (U+0000)' }]);
    const nested = await inject(
      'PUT',
      '/v1/invitation/private/raka-invitation',
      {
        groom: { person_name: 'Raka', person_nickname: 'R\u0000' },
      },
      owner.headers,
    );
    expect(expectRefused(nested).errors).toEqual([
      { field: 'groom.person_nickname', message: 'Teks tidak boleh berisi karakter NUL (U+0000)' },
    ]);
  });

  it('is refused in a query or a path value', async () => {
    expect(expectRefused(await inject('GET', '/v1/invitation/slug/raka/page?to=%00')).errors).toEqual([
      { field: 'to', message: 'Teks tidak boleh berisi karakter NUL (U+0000)' },
    ]);
    expect(expectRefused(await inject('GET', '/v1/invitation/slug/ra%00ka/gallery')).errors).toEqual([
      { field: 'slug', message: 'Teks tidak boleh berisi karakter NUL (U+0000)' },
    ]);
    expectRefused(await inject('GET', '/v1/guest/code/a%00b?slug=raka'));
  });

  it('in a page link’s guest code shows the page without a guest', async () => {
    const response = await inject('GET', '/raka?to=%00');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).not.toContain('Budi');
  });
});

describe('addresses the router cannot read', () => {
  it('answers a malformed escape or an overlong path part in Indonesian, with the security headers', async () => {
    const cases = {
      '/v1/invitation/slug/%E0%A4%A/page': 'Alamat tidak dapat dibaca: periksa tautannya',
      [`/v1/invitation/slug/${'a'.repeat(300)}/page`]: 'Tidak ditemukan',
    };
    for (const [url, message] of Object.entries(cases)) {
      const response = await inject('GET', url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.statusCode, url).toBeLessThan(500);
      expect(response.json().message, url).toBe(message);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain('frame-ancestors');
    }
  });
});

describe('deeply nested JSON', () => {
  for (const depth of [3_000, 200_000]) {
    it(`is refused before anything walks it (${depth} levels)`, async () => {
      const payload = `{"name":${'['.repeat(depth)}${']'.repeat(depth)},"message":"x","invitation_id":"${ROOT}"}`;
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/wish',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(expectRefused(response).message).toBe('Data terlalu bertingkat (maksimal 32 tingkat)');
    });
  }

  it('with a prototype key inside is refused too', async () => {
    const depth = 50_000;
    const payload = `{"a":${'{"__proto__":'.repeat(depth)}1${'}'.repeat(depth)}}`;
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/wish',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expectRefused(response);
  });
});

describe('integers beyond their column', () => {
  it('refuses pax above 2147483647 on the public RSVP', async () => {
    const response = await inject('POST', '/v1/invitation-rsvp', {
      invitation_id: ROOT,
      guest_id: GUEST,
      use_multiple_event: true,
      pax: 3_000_000_000,
      events: [{ event_id: 'raka-event-akad', is_attend: true }],
    });
    expect(expectRefused(response).errors).toEqual([
      { field: 'pax', message: 'Jumlah Tamu harus bilangan bulat 1 sampai 2.147.483.647' },
    ]);
  });

  it('refuses a wishlist amount or qty and a gallery index above it', async () => {
    const item = { invitation_id: ROOT, product_name: 'Kopi', amount: 100, qty: 1 };
    const amount = await inject('POST', '/v1/gift/wishlist', { ...item, amount: 3_000_000_000 }, owner.headers);
    expect(expectRefused(amount).errors?.[0]?.field).toBe('amount');
    const qty = await inject('POST', '/v1/gift/wishlist', { ...item, qty: 2 ** 40 }, owner.headers);
    expect(expectRefused(qty).errors?.[0]?.field).toBe('qty');
    const photo = { invitation_id: ROOT, image: 'https://contoh.id/a.jpg', index: 3_000_000_000 };
    const index = await inject('POST', '/v1/invitation/gallery', photo, owner.headers);
    expect(expectRefused(index).errors?.[0]?.field).toBe('index');
  });

  it('refuses ?page=1e20 on the showcase', async () => {
    const body = expectRefused(await inject('GET', '/v2/invitation/portofolio?page=1e20'));
    expect(body.errors?.[0]?.field).toBe('page');
    expectRefused(await inject('GET', '/v2/invitation/slug/raka/wish?page=1e20'));
  });
});

describe('date-times in year 0000', () => {
  it('are refused on the public confirmation, events and the invitation', async () => {
    const confirmation = await inject('POST', '/v1/gift/wishlist/confirmation', {
      buyer_name: 'Sinta',
      whatsapp_number: '081234567890',
      purchase_date: '0000-01-01T00:00:00Z',
      shipping_expedition: 'JNE',
      shipping_receipt: 'R1',
      invitation_wishlist_id: 'raka-plates',
      invitation_id: ROOT,
      status: 'pending',
    });
    expect(expectRefused(confirmation).errors).toEqual([
      { field: 'purchase_date', message: 'Tanggal Pembelian harus antara tahun 1900 dan 9999' },
    ]);
    const event = { invitation_id: ROOT, label: 'Akad', venue: 'V', address: 'A', start_date: '0000-06-01T08:00:00Z' };
    expect(expectRefused(await inject('POST', '/v1/invitation/event', event, owner.headers)).errors?.[0]).toEqual({
      field: 'start_date',
      message: 'Mulai harus antara tahun 1900 dan 9999',
    });
    const end = { ...event, start_date: '2030-06-01T08:00:00Z', end_date: '0000-06-01T08:00:00Z' };
    expect(expectRefused(await inject('POST', '/v1/invitation/event', end, owner.headers)).errors?.[0]?.field).toBe(
      'end_date',
    );
    const expired = await inject(
      'PUT',
      `/v1/invitation/${ROOT}`,
      { expired_at: '0000-01-01T00:00:00Z' },
      owner.headers,
    );
    expect(expectRefused(expired).errors?.[0]?.field).toBe('expired_at');
  });
});

describe('the same e-mail registered at once', () => {
  it('gives one 201 and a 409 for every other', async () => {
    const email = `${randomUUID()}@contoh.id`;
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        inject('POST', '/v1/auth/register', { name: 'Kembar', email, password: 'kata-sandi-kuat' }),
      ),
    );
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      // Named at the email field when the lookup saw it, by the unique index alone when the race got past it.
      expect(response.json()).toMatchObject({ message: 'Email sudah terdaftar' });
    }
  });
});

describe('malformed multipart to POST /v1/media', () => {
  const send = (payload: string, contentType = 'multipart/form-data; boundary=batas') =>
    server.app.inject({
      method: 'POST',
      url: '/v1/media',
      payload,
      headers: { ...owner.headers, 'content-type': contentType },
    });

  it('answers 400 with an Indonesian message', async () => {
    expectRefused(await send('--batas\r\nContent-Disposition: form-data; name="kind"\r\n\r\ngallery'));
    expectRefused(await send('bukan multipart sama sekali'));
    expectRefused(await send('--batas\r\n\r\n\r\n--batas--', 'multipart/form-data'));
  });

  it('is read by the upload only: a form sent to another call is refused in Indonesian (415)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/wish',
      payload: '--batas\r\nContent-Disposition: form-data; name="name"\r\n\r\nTamu\r\n--batas--',
      headers: { 'content-type': 'multipart/form-data; boundary=batas' },
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ message: 'Jenis data tidak didukung: kirim JSON' });
  });
});

describe('owner texts have a maximum length', () => {
  it('refuses a 1 MB story description', async () => {
    const story = { invitation_id: ROOT, title: 'Awal', description: 'x'.repeat(1_000_000) };
    const body = expectRefused(await inject('POST', '/v1/invitation/story', story, owner.headers));
    expect(body.errors).toEqual([{ field: 'description', message: 'Cerita maksimal 5.000 karakter' }]);
  });
});

describe('texts are stored as sent', () => {
  it('keeps spaces, NBSP and a trailing line break of a wish, byte for byte', async () => {
    const name = '  Sinta\u00a0 ';
    const message = ' Selamat ya!\u00a0\n';
    const response = await inject('POST', '/v1/wish', wish({ name, message }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data).toMatchObject({ name, message });
    const [row] = await db().select().from(wishes).where(eq(wishes.id, response.json().data.id));
    expect(row).toMatchObject({ name, message });
  });

  it('still counts a blank text (white space, NBSP) as missing', async () => {
    const response = await inject('POST', '/v1/wish', wish({ name: ' \u00a0\t\n', message: '\u00a0' }));
    expect(expectRefused(response).errors).toEqual([
      { field: 'name', message: 'Isi nama kamu dulu ya.' },
      { field: 'message', message: 'Jangan lupa isi pesannya.' },
    ]);
  });
});
