import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import { giftConfirmationSchema } from '../../schemas/entities/gift-confirmation.schema';
import { guestSchema } from '../../schemas/entities/guest.schema';
import { wishSchema } from '../../schemas/entities/wish.schema';
import {
  guests,
  invitationEvents,
  invitations,
  rsvpEntries,
  wishes,
  wishlistConfirmations,
} from '../../server/db/schema';
import { RATE_LIMIT_MESSAGE } from '../../server/services/limits/public-write-limit';
import { registerOwner, testServer, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, storeSample, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * The guest calls of docs/product.md#api (wishes, RSVP, wishlist gift confirmations) and the owner's
 * reads and deletes of them. Fixtures: the owner's sample invitation `raka` with a version `raka-2`
 * (its own copy of the events), a single-event invitation `tunggal`, and another owner's sample `lain`.
 */

let server: TestServer;
type Headers = { authorization: string };
let owner: { user: { id: string }; headers: Headers };
let stranger: { user: { id: string }; headers: Headers };

const OTHER = 'lain-invitation';
const SINGLE = 'tunggal-invitation';
const GUEST = 'guest-budi';
const OTHER_GUEST = 'guest-lain';
/** A fresh database, two argon2 hashes and two sample invitations take a while on a busy machine. */

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: unknown, headers?: Headers) =>
  server.app.inject({ method, url, payload: payload as object | undefined, headers });
const db = () => server.database.db;

beforeAll(async () => {
  server = await testServer({ publicWriteLimit: 1000 });
  ({ owner, stranger } = await twoOwnersWithSamples(server, { use_multiple_event: true }));
  await db()
    .insert(invitations)
    .values([{ id: SINGLE, user_id: owner.user.id, slug: 'tunggal', theme: 'floral-whimsy', status: 'published' }]);
  await db()
    .insert(invitationEvents)
    .values([
      {
        id: 'raka-2-akad',
        invitation_id: VERSION,
        label: 'Akad',
        start_date: '2030-01-01T01:00:00Z',
        address: 'A',
        venue: 'V',
      },
      {
        id: 'tunggal-pagi',
        invitation_id: SINGLE,
        label: 'Pagi',
        start_date: '2030-01-01T01:00:00Z',
        address: 'A',
        venue: 'V',
      },
      {
        id: 'tunggal-utama',
        invitation_id: SINGLE,
        label: 'Utama',
        start_date: '2030-01-02T01:00:00Z',
        address: 'A',
        venue: 'V',
        is_main_event: true,
      },
    ]);
  await db()
    .insert(guests)
    .values([
      { id: GUEST, invitation_id: ROOT, name: 'Budi', seats: 4 },
      { id: 'guest-tunggal', invitation_id: SINGLE, name: 'Tono' },
      { id: OTHER_GUEST, invitation_id: OTHER, name: 'Lain' },
    ]);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('POST /v1/wish', () => {
  const wish = (body: object) => inject('POST', '/v1/wish', body);

  it('stores a wish sent to a version on its parent, as written, and answers entity/wish', async () => {
    const response = await wish({
      name: '  Sinta  ',
      message: ' Selamat ya! ',
      invitation_id: VERSION,
      guest_id: GUEST,
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toMatchObject({ name: '  Sinta  ', message: ' Selamat ya! ' });
    expect(validatorFor(wishSchema)(data)).toBe(true);
    const [row] = await db().select().from(wishes).where(eq(wishes.id, data.id));
    expect(row).toMatchObject({ invitation_id: ROOT, guest_id: GUEST, name: '  Sinta  ', message: ' Selamat ya! ' });
  });

  it('keeps HTML byte for byte as plain text, in the answer, the list and the database', async () => {
    const name = '<b>Andi</b> & "Co" \'n\'';
    const message = '<script>alert("x")</script><img src=x onerror=alert(1)> <p>Hai &amp; halo</p>\n<br/>&nbsp;';
    const response = await wish({ name, message, invitation_id: ROOT, guest_id: null });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ name, message });
    const [row] = await db().select().from(wishes).where(eq(wishes.id, response.json().data.id));
    expect(row).toMatchObject({ name, message, guest_id: null });
    const list = (await inject('GET', '/v2/invitation/slug/raka/wish')).json().data;
    expect(list[0]).toEqual(response.json().data);
    expect(JSON.stringify(list[0])).toContain(JSON.stringify(message));
  });

  it('gives the validation messages for a missing or blank name and message', async () => {
    const response = await wish({ name: '   ', message: '', invitation_id: ROOT });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'name: Isi nama kamu dulu ya.',
      errors: [
        { field: 'name', message: 'Isi nama kamu dulu ya.' },
        { field: 'message', message: 'Jangan lupa isi pesannya.' },
      ],
    });
    const long = await wish({ name: 'Sinta', message: 'x'.repeat(1001), invitation_id: ROOT });
    expect(long.json().errors).toEqual([{ field: 'message', message: 'Ucapan maksimal 1000 karakter' }]);
  });

  it('refuses an unknown invitation (404) and a guest of another invitation (400)', async () => {
    const unknown = await wish({ name: 'A', message: 'B', invitation_id: 'tidak-ada' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Undangan tidak ditemukan' });
    const foreign = await wish({ name: 'A', message: 'B', invitation_id: ROOT, guest_id: OTHER_GUEST });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: 'Tamu tidak terdaftar di undangan ini',
      errors: [{ field: 'guest_id', message: 'Tamu tidak terdaftar di undangan ini' }],
    });
  });
});

describe('GET /v2/invitation/slug/{slug}/wish', () => {
  it('lists the wishes newest first with their total, for the root and its versions alike', async () => {
    const response = await inject('GET', '/v2/invitation/slug/raka/wish?pageSize=999&sort=created_at:DESC');
    expect(response.statusCode).toBe(200);
    const { data, meta } = response.json();
    const stored = await db().select().from(wishes).where(eq(wishes.invitation_id, ROOT));
    expect(meta).toEqual({ total: stored.length, page: 1, pageSize: 999, sort: 'created_at:DESC' });
    expect(data).toHaveLength(stored.length);
    const times = data.map((w: { created_at: string }) => w.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(data.every((w: unknown) => validatorFor(wishSchema)(w))).toBe(true);

    expect((await inject('GET', '/v2/invitation/slug/raka-2/wish')).json().data).toEqual(data);
    const ascending = (await inject('GET', '/v2/invitation/slug/raka/wish?sort=created_at:ASC')).json().data;
    expect(ascending).toEqual([...data].reverse());
    const page2 = (await inject('GET', '/v2/invitation/slug/raka/wish?pageSize=2&page=2')).json();
    expect(page2.data).toEqual(data.slice(2, 4));
    expect(page2.meta).toMatchObject({ total: stored.length, page: 2, pageSize: 2 });
  });

  it('answers 404 for an unknown slug and 400 for a bad query', async () => {
    expect((await inject('GET', '/v2/invitation/slug/tidak-ada/wish')).json()).toEqual({
      message: 'Undangan tidak ditemukan',
    });
    const big = await inject('GET', '/v2/invitation/slug/raka/wish?pageSize=1000');
    expect(big.statusCode).toBe(400);
    expect(big.json().errors).toEqual([{ field: 'pageSize', message: 'Jumlah per halaman harus 1 sampai 999' }]);
    const sort = await inject('GET', '/v2/invitation/slug/raka/wish?sort=name');
    expect(sort.json().errors).toEqual([
      { field: 'sort', message: 'Urutan harus created_at:DESC atau created_at:ASC' },
    ]);
    expect((await inject('GET', '/v2/invitation/slug/raka/wish?page=0')).json().errors).toEqual([
      { field: 'page', message: 'Halaman harus 1 sampai 1.000.000' },
    ]);
    expect((await inject('GET', '/v2/invitation/slug/raka/wish?cari=x')).json()).toMatchObject({
      message: 'Parameter tidak dikenal',
    });
  });
});

describe('DELETE /v1/wish/{id}', () => {
  it('lets the owner delete a wish of their invitation and no one else', async () => {
    const path = `/v1/wish/raka-w1`;
    expect((await inject('DELETE', path)).json()).toEqual({ message: 'Silakan masuk terlebih dahulu' });
    const refused = await inject('DELETE', path, undefined, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Undangan ini bukan milik Anda' });

    const deleted = await inject('DELETE', path, undefined, owner.headers);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().data).toMatchObject({ id: 'raka-w1', name: 'Bunga Citra' });
    expect(await db().select().from(wishes).where(eq(wishes.id, 'raka-w1'))).toEqual([]);

    const again = await inject('DELETE', path, undefined, owner.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Ucapan tidak ditemukan' });
  });
});

describe('POST /v1/invitation-rsvp', () => {
  const rsvp = (body: object) => inject('POST', '/v1/invitation-rsvp', body);
  const entriesOf = (guestId: string) =>
    db()
      .select({ event_id: rsvpEntries.event_id, is_attend: rsvpEntries.is_attend, pax: rsvpEntries.pax })
      .from(rsvpEntries)
      .where(eq(rsvpEntries.guest_id, guestId))
      .orderBy(rsvpEntries.event_id);

  it('stores two events for three people and answers the refreshed guest', async () => {
    const response = await rsvp({
      invitation_id: ROOT,
      guest_id: GUEST,
      use_multiple_event: true,
      pax: 3,
      events: [
        { event_id: 'raka-event-akad', is_attend: true },
        { event_id: 'raka-event-resepsi', is_attend: true },
      ],
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(validatorFor(guestSchema)(data)).toBe(true);
    expect(data).toEqual({
      id: GUEST,
      name: 'Budi',
      rsvp: [
        { event_id: 'raka-event-akad', is_attend: true, pax: 3 },
        { event_id: 'raka-event-resepsi', is_attend: true, pax: 3 },
      ],
      seats: 4,
    });
    expect(await entriesOf(GUEST)).toEqual(data.rsvp);
  });

  it('updates the entries it is given: an event not attended keeps 0 people', async () => {
    const response = await rsvp({
      invitation_id: ROOT,
      guest_id: GUEST,
      use_multiple_event: true,
      pax: 2,
      events: [{ event_id: 'raka-event-resepsi', is_attend: false }],
    });
    expect(response.statusCode).toBe(200);
    expect(await entriesOf(GUEST)).toEqual([
      { event_id: 'raka-event-akad', is_attend: true, pax: 3 },
      { event_id: 'raka-event-resepsi', is_attend: false, pax: 0 },
    ]);
  });

  it("accepts a version's own events for a guest of its parent", async () => {
    const response = await rsvp({
      invitation_id: VERSION,
      guest_id: GUEST,
      use_multiple_event: true,
      pax: 1,
      events: [{ event_id: 'raka-2-akad', is_attend: true }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.rsvp).toContainEqual({ event_id: 'raka-2-akad', is_attend: true, pax: 1 });
  });

  it('without multiple events answers for the main event with the top-level attendance', async () => {
    const body = { invitation_id: SINGLE, guest_id: 'guest-tunggal', use_multiple_event: false, events: [] };
    const attending = await rsvp({ ...body, is_attend: true, pax: 2 });
    expect(attending.statusCode).toBe(200);
    expect(attending.json().data.rsvp).toEqual([{ event_id: 'tunggal-utama', is_attend: true, pax: 2 }]);
    await rsvp({ ...body, is_attend: false, pax: 2 });
    expect(await entriesOf('guest-tunggal')).toEqual([{ event_id: 'tunggal-utama', is_attend: false, pax: 0 }]);
  });

  it('refuses an unknown guest, a guest of another invitation and a foreign event', async () => {
    const body = { invitation_id: ROOT, use_multiple_event: true, pax: 1 };
    for (const guest_id of ['tidak-ada', OTHER_GUEST]) {
      const response = await rsvp({ ...body, guest_id, events: [{ event_id: 'raka-event-akad', is_attend: true }] });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tamu tidak ditemukan' });
    }
    const foreign = await rsvp({
      ...body,
      guest_id: GUEST,
      events: [
        { event_id: 'raka-event-akad', is_attend: true },
        { event_id: 'lain-event-akad', is_attend: true },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({
      message: 'Acara tidak ditemukan di undangan ini',
      errors: [{ field: 'events.1.event_id', message: 'Acara tidak ditemukan di undangan ini' }],
    });
    const unknown = await rsvp({ ...body, invitation_id: 'tidak-ada', guest_id: GUEST, events: [] });
    expect(unknown.json()).toEqual({ message: 'Undangan tidak ditemukan' });
  });

  it('gives the validation message for attending with nobody', async () => {
    const response = await rsvp({
      invitation_id: ROOT,
      guest_id: GUEST,
      use_multiple_event: true,
      pax: 0,
      events: [{ event_id: 'raka-event-akad', is_attend: true }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ field: 'pax', message: 'Minimal hadir satu orang ya' }]);
    const missing = await rsvp({ invitation_id: ROOT, guest_id: GUEST, use_multiple_event: false, pax: 1, events: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors[0].field).toBe('is_attend');
  });
});

describe('POST /v1/gift/wishlist/confirmation', () => {
  const confirmation = (overrides: object = {}) => ({
    buyer_name: 'Dimas',
    whatsapp_number: '081234567890',
    purchase_date: '2026-03-01T10:00:00.000Z',
    shipping_expedition: 'JNE',
    shipping_receipt: 'JNE0001',
    notes: 'Semoga suka',
    invitation_wishlist_id: 'raka-plates',
    invitation_id: ROOT,
    guest_id: GUEST,
    status: 'pending',
    ...overrides,
  });
  const confirm = (body: object) => inject('POST', '/v1/gift/wishlist/confirmation', body);

  it('stores a pending confirmation on the parent invitation and answers entity/gift-confirmation', async () => {
    const response = await confirm(confirmation({ invitation_id: VERSION }));
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(validatorFor(giftConfirmationSchema)(data)).toBe(true);
    expect(data).toMatchObject({
      buyer_name: 'Dimas',
      invitation_id: ROOT,
      invitation_wishlist_id: 'raka-plates',
      guest_id: GUEST,
      status: 'pending',
      purchase_date: '2026-03-01T10:00:00.000Z',
      notes: 'Semoga suka',
    });
    const [row] = await db().select().from(wishlistConfirmations).where(eq(wishlistConfirmations.id, data.id));
    expect(row).toMatchObject({ invitation_id: ROOT, status: 'pending' });
  });

  it('refuses an item already booked (409), an item of another invitation and an unknown invitation (404)', async () => {
    const booked = await confirm(confirmation({ invitation_wishlist_id: 'raka-espresso' }));
    expect(booked.statusCode).toBe(409);
    expect(booked.json()).toEqual({ message: 'Kado ini sudah dipesan oleh tamu lain' });
    const foreign = await confirm(confirmation({ invitation_wishlist_id: 'lain-plates' }));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ message: 'Kado tidak ditemukan' });
    const unknown = await confirm(confirmation({ invitation_id: 'tidak-ada' }));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Undangan tidak ditemukan' });
    const guest = await confirm(confirmation({ guest_id: OTHER_GUEST }));
    expect(guest.statusCode).toBe(400);
    expect(guest.json().errors).toEqual([{ field: 'guest_id', message: 'Tamu tidak terdaftar di undangan ini' }]);
  });

  it('gives the validation messages of the confirmation form', async () => {
    const blank = await confirm(
      confirmation({
        buyer_name: ' ',
        whatsapp_number: '',
        purchase_date: '',
        shipping_expedition: '',
        shipping_receipt: '',
      }),
    );
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors).toEqual([
      { field: 'buyer_name', message: 'Nama pembeli wajib diisi' },
      { field: 'whatsapp_number', message: 'Nomor WhatsApp wajib diisi' },
      { field: 'purchase_date', message: 'Tanggal pembelian wajib diisi' },
      { field: 'shipping_expedition', message: 'Ekspedisi pengiriman wajib diisi' },
      { field: 'shipping_receipt', message: 'Nomor resi wajib diisi' },
    ]);
    const bad = await confirm(confirmation({ buyer_name: 'D', whatsapp_number: '0812', purchase_date: 'kemarin' }));
    expect(bad.json().errors).toEqual([
      { field: 'buyer_name', message: 'Nama minimal 2 karakter' },
      { field: 'whatsapp_number', message: 'Format nomor WhatsApp tidak valid' },
      { field: 'purchase_date', message: 'Tanggal pembelian wajib diisi' },
    ]);
    expect((await confirm(confirmation({ status: 'confirmed' }))).statusCode).toBe(400);
  });

  it('gives an item of quantity 1 to exactly one of 20 guests confirming at once', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        confirm(confirmation({ invitation_wishlist_id: 'raka-sheets', buyer_name: `Tamu ${i}`, guest_id: null })),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const rows = await db()
      .select()
      .from(wishlistConfirmations)
      .where(and(eq(wishlistConfirmations.invitation_wishlist_id, 'raka-sheets')));
    expect(rows).toHaveLength(1);
  });
});

describe('GET /v1/gift/wishlist/confirmation/{id}', () => {
  it("gives the owner an item's confirmations whole, and no one else", async () => {
    const path = '/v1/gift/wishlist/confirmation/raka-espresso';
    const response = await inject('GET', path, undefined, owner.headers);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({ id: 'raka-c1', whatsapp_number: '081234567890', invitation_id: ROOT });
    expect(data.every((c: unknown) => validatorFor(giftConfirmationSchema)(c))).toBe(true);

    expect((await inject('GET', path)).statusCode).toBe(401);
    const refused = await inject('GET', path, undefined, stranger.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Undangan ini bukan milik Anda' });
    const missing = await inject('GET', '/v1/gift/wishlist/confirmation/tidak-ada', undefined, owner.headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Kado tidak ditemukan' });
  });
});

describe('the public write limit', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await testServer({ publicWriteLimit: 3 });
    const { user } = await registerOwner(limited.app);
    await storeSample(limited.database.db, user.id, 'batas');
  }, SETUP_TIMEOUT);
  afterAll(() => limited.close());

  it('answers 429 after publicWriteLimit requests on each guest write', async () => {
    const wish = { name: 'Sinta', message: 'Selamat!', invitation_id: 'batas-invitation' };
    for (const [url, body, status] of [
      ['/v1/wish', wish, 201],
      ['/v1/invitation-rsvp', {}, 400],
      ['/v1/gift/wishlist/confirmation', {}, 400],
    ] as const) {
      for (let i = 0; i < 3; i++) {
        expect((await limited.app.inject({ method: 'POST', url, payload: body })).statusCode, url).toBe(status);
      }
      const refused = await limited.app.inject({ method: 'POST', url, payload: body });
      expect(refused.statusCode, url).toBe(429);
      expect(refused.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    }
    expect((await limited.app.inject('/v2/invitation/slug/batas/wish')).statusCode).toBe(200);
  });
});
