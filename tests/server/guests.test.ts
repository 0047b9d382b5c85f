import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import { guestSchema } from '../../schemas/entities/guest.schema';
import { guests, rsvpEntries } from '../../server/db/schema';
import { newGuestAnswer } from './guest-sample';
import { testServer, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * The owner's guest list (GET/POST /v1/invitation/{id}/guest, PUT/DELETE /v1/guest/{id}) and the
 * guest a personal link names (GET /v1/guest/code/{code}?slug=). Fixtures: the owner's sample
 * invitation `raka` with a version `raka-2`, and another owner's sample `lain`.
 */

let server: TestServer;
type Headers = { authorization: string };
let owner: { user: { id: string }; headers: Headers };
let stranger: { user: { id: string }; headers: Headers };

const OTHER = 'lain-invitation';

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers?: Headers) =>
  server.app.inject({ method, url, payload: payload as object | undefined, headers });
const db = () => server.database.db;
const addGuest = async (invitationId: string, name: string, headers = owner.headers) => {
  const response = await inject('POST', `/v1/invitation/${invitationId}/guest`, { name }, headers);
  if (response.statusCode !== 201) throw new Error(response.body);
  return response.json().data as { id: string; name: string; code: string };
};

beforeAll(async () => {
  server = await testServer();
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('the owner adds, lists, renames and removes guests', () => {
  it('adds a guest with a personal link code and no RSVP yet (201)', async () => {
    const response = await inject('POST', `/v1/invitation/${ROOT}/guest`, { name: '  Budi Santoso ' }, owner.headers);
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data).toEqual(newGuestAnswer({ name: '  Budi Santoso ' }));
  });

  it('lists the guests in the order they were added, with their RSVP entries and link codes', async () => {
    const first = await addGuest(ROOT, 'Siti');
    const second = await addGuest(ROOT, 'Joko');
    await db()
      .insert(rsvpEntries)
      .values([
        { guest_id: first.id, event_id: 'raka-event-akad', is_attend: true, pax: 2 },
        { guest_id: first.id, event_id: 'raka-event-resepsi', is_attend: false, pax: 0 },
      ]);
    const response = await inject('GET', `/v1/invitation/${ROOT}/guest`, undefined, owner.headers);
    expect(response.statusCode).toBe(200);
    const list = response.json().data as { id: string; name: string; code: string; rsvp: unknown[] }[];
    expect(list.map((guest) => guest.name)).toEqual(['  Budi Santoso ', 'Siti', 'Joko']);
    expect(list[1]).toEqual({
      ...first,
      // Answered by the guest, not recorded by the owner (docs/product.md#owner-answers).
      rsvp: [
        { event_id: 'raka-event-akad', is_attend: true, pax: 2, by_owner: false },
        { event_id: 'raka-event-resepsi', is_attend: false, pax: 0, by_owner: false },
      ],
    });
    expect(list[2]).toEqual(second);
  });

  it('keeps guests with the root invitation, so a version lists and adds the same guests', async () => {
    const added = await addGuest(VERSION, 'Tamu Versi');
    const [row] = await db().select().from(guests).where(eq(guests.id, added.id));
    expect(row?.invitation_id).toBe(ROOT);
    const fromVersion = (await inject('GET', `/v1/invitation/${VERSION}/guest`, undefined, owner.headers)).json();
    const fromRoot = (await inject('GET', `/v1/invitation/${ROOT}/guest`, undefined, owner.headers)).json();
    expect(fromVersion).toEqual(fromRoot);
  });

  it('renames a guest (200), keeping their code', async () => {
    const guest = await addGuest(ROOT, 'Nama Lama');
    const response = await inject('PUT', `/v1/guest/${guest.id}`, { name: 'Nama Baru' }, owner.headers);
    expect(response.statusCode).toBe(200);
    // A save is a change of the guest: their version moves on (docs/product.md#no-lost-edit).
    expect(response.json().data).toEqual({ ...guest, name: 'Nama Baru', version: expect.not.stringMatching(/^0$/) });
  });

  it('removes a guest with their RSVP entries (200)', async () => {
    const guest = await addGuest(ROOT, 'Akan Dihapus');
    await db().insert(rsvpEntries).values({ guest_id: guest.id, event_id: 'raka-event-akad', is_attend: true, pax: 1 });
    const response = await inject('DELETE', `/v1/guest/${guest.id}`, undefined, owner.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: guest.id } });
    expect(await db().select().from(guests).where(eq(guests.id, guest.id))).toEqual([]);
    expect(await db().select().from(rsvpEntries).where(eq(rsvpEntries.guest_id, guest.id))).toEqual([]);
    const again = await inject('DELETE', `/v1/guest/${guest.id}`, undefined, owner.headers);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Tamu tidak ditemukan' });
  });
});

describe('guest names are checked with the shared validator', () => {
  const cases: [string, unknown, { field: string; message: string }][] = [
    ['missing', {}, { field: 'name', message: 'Nama tamu wajib diisi' }],
    ['blank', { name: '   ' }, { field: 'name', message: 'Nama tamu wajib diisi' }],
    ['too long', { name: 'a'.repeat(101) }, { field: 'name', message: 'Nama tamu maksimal 100 karakter' }],
    ['not text', { name: 42 }, { field: 'name', message: 'Nama tamu harus berupa teks' }],
  ];
  it.each(cases)('refuses a %s name on create and rename (400)', async (_case, payload, error) => {
    const guest = await addGuest(ROOT, 'Valid');
    for (const [method, url] of [
      ['POST', `/v1/invitation/${ROOT}/guest`],
      ['PUT', `/v1/guest/${guest.id}`],
    ] as const) {
      const response = await inject(method, url, payload, owner.headers);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toEqual({ message: `${error.field}: ${error.message}`, errors: [error] });
    }
  });

  it('refuses unknown fields (400)', async () => {
    const response = await inject(
      'POST',
      `/v1/invitation/${ROOT}/guest`,
      { name: 'A', code: 'pilihan' },
      owner.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Data tamu tidak dikenal',
      errors: [{ field: '', message: 'Data tamu tidak dikenal' }],
    });
  });
});

describe('only the owner manages their guests', () => {
  /** Every owner route on the guests, an intruder's body where it takes one. */
  const ownerRoutes = (guestId: string) =>
    [
      ['GET', `/v1/invitation/${ROOT}/guest`, undefined],
      ['POST', `/v1/invitation/${ROOT}/guest`, { name: 'Penyusup' }],
      ['PUT', `/v1/guest/${guestId}`, { name: 'Penyusup' }],
      ['DELETE', `/v1/guest/${guestId}`, undefined],
    ] as const;

  it('answers 401 without a token on every owner route', async () => {
    const guest = await addGuest(ROOT, 'Rahasia');
    for (const [method, url, payload] of ownerRoutes(guest.id)) {
      const response = await inject(method, url, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toEqual({ message: 'Silakan masuk terlebih dahulu' });
    }
  });

  it("answers 403 on another owner's invitation and guests, and changes nothing", async () => {
    const guest = await addGuest(ROOT, 'Milik Raka');
    for (const [method, url, payload] of ownerRoutes(guest.id)) {
      const response = await inject(method, url, payload, stranger.headers);
      expect(response.statusCode, `${method} ${url}`).toBe(403);
      expect(response.json()).toEqual({ message: 'Undangan ini bukan milik Anda' });
    }
    const [row] = await db().select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.name).toBe('Milik Raka');
    expect(await db().select().from(guests).where(eq(guests.name, 'Penyusup'))).toEqual([]);
  });

  it('answers 404 for an unknown invitation or guest', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const response = await inject(method, '/v1/invitation/tidak-ada/guest', { name: 'A' }, owner.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Undangan tidak ditemukan' });
    }
    for (const method of ['PUT', 'DELETE'] as const) {
      const response = await inject(method, '/v1/guest/tidak-ada', { name: 'A' }, owner.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Tamu tidak ditemukan' });
    }
  });
});

describe('a personal link names its guest (public)', () => {
  it('answers the guest entity for a code of that invitation or of one of its versions', async () => {
    const guest = await addGuest(ROOT, 'Dewi');
    await db().insert(rsvpEntries).values({ guest_id: guest.id, event_id: 'raka-event-akad', is_attend: true, pax: 3 });
    for (const slug of ['raka', 'raka-2']) {
      const response = await inject('GET', `/v1/guest/code/${guest.code}?slug=${slug}`);
      expect(response.statusCode, slug).toBe(200);
      const { data } = response.json();
      expect(data).toEqual({
        id: guest.id,
        name: 'Dewi',
        rsvp: [{ event_id: 'raka-event-akad', is_attend: true, pax: 3 }],
        seats: 2,
      });
      expect(validatorFor(guestSchema)(data)).toBe(true);
    }
  });

  it('answers 404 for a code of another invitation, an unknown code or an unknown slug', async () => {
    const theirs = await addGuest(OTHER, 'Tamu Lain', stranger.headers);
    const mine = await addGuest(ROOT, 'Tamu Raka');
    for (const url of [
      `/v1/guest/code/${theirs.code}?slug=raka`,
      `/v1/guest/code/${mine.code}?slug=lain`,
      '/v1/guest/code/000000000000?slug=raka',
      `/v1/guest/code/${mine.code}?slug=tidak-ada`,
    ]) {
      const response = await inject('GET', url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Tamu tidak ditemukan' });
    }
  });

  it('needs the slug of the invitation (400)', async () => {
    const guest = await addGuest(ROOT, 'Tanpa Slug');
    for (const url of [`/v1/guest/code/${guest.code}`, `/v1/guest/code/${guest.code}?slug=`]) {
      const response = await inject('GET', url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({
        message: 'slug: Undangan wajib disebutkan',
        errors: [{ field: 'slug', message: 'Undangan wajib disebutkan' }],
      });
    }
  });
});
