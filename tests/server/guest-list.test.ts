import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import type { OwnerGuest, GuestListMeta } from '../../schemas/responses/owner-guests';
import { guestListMetaSchema, ownerGuestSchema } from '../../schemas/responses/owner-guests';
import { guests, rsvpEntries } from '../../server/db/schema';
import { HttpError } from '../../server/http/http-error';
import { withNumberConflict } from '../../server/services/guests/guest-import';
import { numberDigits } from '../../server/services/guests/guest-list-filters';
import { callAs, failureOf, registerOwner, testServer, type Owner, type TestServer } from './harness';
import { guestListInvitation, newGuestAnswer, okData } from './guest-sample';
import { SETUP_TIMEOUT } from './invitation-sample';

/**
 * The owner's guest list (docs/product.md#guest-list): GET /v1/invitation/{id}/guest searched,
 * filtered, sorted and paged on the server; POST/PUT with a group and a WhatsApp number; POST
 * /v1/guest/{id}/sent; DELETE taking the RSVP and the personal link with the guest.
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;
let list: Awaited<ReturnType<typeof guestListInvitation>>;
let edit: Awaited<ReturnType<typeof guestListInvitation>>;
const named: Record<string, OwnerGuest> = {};

const db = () => server.database.db;
const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer Rest] ? Rest : never) =>
  callAs(server.app, ...args);
const add = async (invitationId: string, guest: { name: string; group?: string; whatsapp_number?: string }) =>
  okData<OwnerGuest>(await call('POST', `/v1/invitation/${invitationId}/guest`, owner, guest), 201);
const listOf = async (query = '', invitationId = list.id) => {
  const response = await call('GET', `/v1/invitation/${invitationId}/guest${query}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: OwnerGuest[]; meta: GuestListMeta };
};
const namesOf = async (query: string) => (await listOf(query)).data.map((guest) => guest.name);

const NUMBER_TAKEN = 'Nomor WhatsApp ini sudah dipakai tamu lain';

beforeAll(async () => {
  server = await testServer();
  owner = await registerOwner(server.app, 'Raka');
  stranger = await registerOwner(server.app, 'Orang Lain');
  list = await guestListInvitation(db(), owner.user.id, 'daftar', { version: true });
  edit = await guestListInvitation(db(), owner.user.id, 'ubah');
  // Five guests, in this order: two answered and attending, one declining, two without an answer.
  for (const guest of [
    { name: 'Andi Wijaya', group: 'Keluarga', whatsapp_number: '081234500001' },
    { name: 'budi', group: 'Teman Kantor', whatsapp_number: '6281234500002' },
    { name: 'Citra' },
    { name: 'dewi 50%_x', group: 'Teman Kantor', whatsapp_number: '+6285712345678' },
    { name: 'Eko', group: 'Alumni' },
  ]) {
    named[guest.name] = await add(list.id, guest);
  }
  const id = (name: string) => named[name]!.id;
  await db()
    .insert(rsvpEntries)
    .values([
      { guest_id: id('Andi Wijaya'), event_id: list.akad, is_attend: true, pax: 2 },
      { guest_id: id('budi'), event_id: list.akad, is_attend: false, pax: 0 },
      { guest_id: id('budi'), event_id: list.resepsi, is_attend: false, pax: 0 },
      { guest_id: id('dewi 50%_x'), event_id: list.akad, is_attend: false, pax: 0 },
      { guest_id: id('dewi 50%_x'), event_id: list.resepsi, is_attend: true, pax: 1 },
    ]);
  // Eko's link went out first, then Citra's.
  await db()
    .update(guests)
    .set({ sent_at: '2030-01-01T00:00:00Z' })
    .where(eq(guests.id, id('Eko')));
  await db()
    .update(guests)
    .set({ sent_at: '2030-01-02T00:00:00Z' })
    .where(eq(guests.id, id('Citra')));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('POST /v1/invitation/{id}/guest and PUT /v1/guest/{id} with a group and a number', () => {
  it('stores the group trimmed and the number as +62…, and answers the owner guest (201)', async () => {
    const response = await call('POST', `/v1/invitation/${edit.id}/guest`, owner, {
      name: 'Fajar',
      group: '  Teman SMA  ',
      whatsapp_number: '081298765432',
    });
    const data = okData<OwnerGuest>(response, 201);
    expect(data).toEqual(
      newGuestAnswer({
        name: 'Fajar',
        group: 'Teman SMA',
        whatsapp_number: '+6281298765432',
        created_at: expect.any(String),
      }),
    );
    expect(validatorFor(ownerGuestSchema)(data)).toBe(true);
    const [row] = await db().select().from(guests).where(eq(guests.id, data.id));
    expect(row).toMatchObject({ group: 'Teman SMA', whatsapp_number: '+6281298765432', invitation_id: edit.id });
  });

  it('stores a blank group as none', async () => {
    const data = await add(edit.id, { name: 'Tanpa Grup', group: '   ' });
    expect(data).toMatchObject({ group: null, whatsapp_number: null });
  });

  it('refuses a number another guest of the invitation has, however it is written (409)', async () => {
    await add(edit.id, { name: 'Pemilik Nomor', whatsapp_number: '+6281311112222' });
    for (const typed of ['081311112222', '6281311112222', '+6281311112222']) {
      const response = await call('POST', `/v1/invitation/${edit.id}/guest`, owner, {
        name: 'Peniru',
        whatsapp_number: typed,
      });
      expect(failureOf(response), typed).toEqual({
        status: 409,
        message: NUMBER_TAKEN,
        errors: [{ field: 'whatsapp_number', message: NUMBER_TAKEN }],
      });
    }
    expect(await db().select().from(guests).where(eq(guests.name, 'Peniru'))).toEqual([]);
  });

  it('lets another invitation have the same number', async () => {
    const data = await add(list.id, { name: 'Nomor Sama', whatsapp_number: '081311112222' });
    expect(data.whatsapp_number).toBe('+6281311112222');
    await call('DELETE', `/v1/guest/${data.id}`, owner);
  });

  it('replaces a guest on PUT: a group or number left out is cleared; their own number is no conflict', async () => {
    const guest = await add(edit.id, { name: 'Gita', group: 'Keluarga', whatsapp_number: '081377778888' });
    const same = await call('PUT', `/v1/guest/${guest.id}`, owner, {
      name: 'Gita Ayu',
      group: 'Sepupu',
      whatsapp_number: '+6281377778888',
    });
    expect(okData(same)).toEqual({ ...guest, name: 'Gita Ayu', group: 'Sepupu', version: expect.any(String) });
    const cleared = await call('PUT', `/v1/guest/${guest.id}`, owner, { name: 'Gita Ayu' });
    expect(okData(cleared)).toEqual({
      ...guest,
      name: 'Gita Ayu',
      group: null,
      whatsapp_number: null,
      version: expect.any(String),
    });
  });

  it("refuses on PUT a number another guest has (409), and keeps the guest's own", async () => {
    const guest = await add(edit.id, { name: 'Hana', whatsapp_number: '081355556666' });
    const response = await call('PUT', `/v1/guest/${guest.id}`, owner, {
      name: 'Hana',
      whatsapp_number: '081311112222',
    });
    expect(failureOf(response)).toEqual({
      status: 409,
      message: NUMBER_TAKEN,
      errors: [{ field: 'whatsapp_number', message: NUMBER_TAKEN }],
    });
    const [row] = await db().select().from(guests).where(eq(guests.id, guest.id));
    expect(row?.whatsapp_number).toBe('+6281355556666');
  });

  it('adds a number once when several requests race for it: the others get the same 409', async () => {
    const responses = await Promise.all(
      ['Kilat 1', 'Kilat 2', 'Kilat 3'].map((name) =>
        call('POST', `/v1/invitation/${edit.id}/guest`, owner, { name, whatsapp_number: '081366660000' }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409]);
    for (const response of responses.filter((r) => r.statusCode === 409)) {
      expect(failureOf(response).errors).toEqual([{ field: 'whatsapp_number', message: NUMBER_TAKEN }]);
    }
  });

  it("answers the database's refusal of a taken number as the same 409", async () => {
    const write = () =>
      db().insert(guests).values({ invitation_id: edit.id, name: 'Ganda', whatsapp_number: '+6281366660000' });
    const refused = await withNumberConflict(write).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({
      statusCode: 409,
      message: NUMBER_TAKEN,
      errors: [{ field: 'whatsapp_number', message: NUMBER_TAKEN }],
    });
  });

  it('refuses an unreadable number and a long group with their messages (400)', async () => {
    for (const [payload, error] of [
      [
        // Spaces and dashes are taken out (docs/product.md#phone-number); letters are not a number.
        { name: 'A', whatsapp_number: '0812-3456-abcd' },
        { field: 'whatsapp_number', message: 'Format nomor WhatsApp tidak valid' },
      ],
      [
        { name: 'A', whatsapp_number: '0712345678' },
        { field: 'whatsapp_number', message: 'Format nomor WhatsApp tidak valid' },
      ],
      [
        { name: 'A', group: 'g'.repeat(51) },
        { field: 'group', message: 'Grup maksimal 50 karakter' },
      ],
    ] as const) {
      const response = await call('POST', `/v1/invitation/${edit.id}/guest`, owner, payload);
      expect(failureOf(response)).toEqual({
        status: 400,
        message: `${error.field}: ${error.message}`,
        errors: [error],
      });
    }
  });
});

describe('GET /v1/invitation/{id}/guest', () => {
  it('answers every guest in the order they were added, with the meta, when no query is given', async () => {
    const { data, meta } = await listOf();
    expect(data.map((guest) => guest.name)).toEqual(['Andi Wijaya', 'budi', 'Citra', 'dewi 50%_x', 'Eko']);
    expect(meta).toEqual({ total: 5, all: 5, page: 1, pageSize: 5000, groups: ['Alumni', 'Keluarga', 'Teman Kantor'] });
    expect(validatorFor(guestListMetaSchema)(meta)).toBe(true);
    for (const guest of data) expect(validatorFor(ownerGuestSchema)(guest), guest.name).toBe(true);
    expect(data[3]).toEqual({
      ...named['dewi 50%_x'],
      // Answered by the guest, not recorded by the owner (docs/product.md#owner-answers).
      rsvp: [
        { event_id: list.akad, is_attend: false, pax: 0, by_owner: false },
        { event_id: list.resepsi, is_attend: true, pax: 1, by_owner: false },
      ],
    });
    expect(data[4]).toMatchObject({ name: 'Eko', sent_at: '2030-01-01T00:00:00.000Z', group: 'Alumni' });
  });

  it('answers the same list from a version of the invitation', async () => {
    expect(await listOf('', list.version)).toEqual(await listOf());
  });

  it('searches name and group in any case, and numbers however they are typed', async () => {
    const cases: [string, string[]][] = [
      ['ANDI', ['Andi Wijaya']],
      ['kantor', ['budi', 'dewi 50%_x']],
      ['0812 345', ['Andi Wijaya', 'budi']],
      ['0812-3450-0002', ['budi']],
      ['+62 857', ['dewi 50%_x']],
      ['500001', ['Andi Wijaya']],
      ['%', ['dewi 50%_x']],
      ['_', ['dewi 50%_x']],
      ['  eko ', ['Eko']],
      ['tidak ada', []],
    ];
    for (const [q, expected] of cases) {
      expect(await namesOf(`?q=${encodeURIComponent(q)}`), q).toEqual(expected);
    }
  });

  it('filters by RSVP answer, link sent and group', async () => {
    const cases: [string, string[]][] = [
      ['rsvp=answered', ['Andi Wijaya', 'budi', 'dewi 50%_x']],
      ['rsvp=unanswered', ['Citra', 'Eko']],
      ['rsvp=attending', ['Andi Wijaya', 'dewi 50%_x']],
      ['rsvp=declining', ['budi']],
      ['sent=sent', ['Citra', 'Eko']],
      ['sent=unsent', ['Andi Wijaya', 'budi', 'dewi 50%_x']],
      ['group=Teman%20Kantor', ['budi', 'dewi 50%_x']],
      ['group=teman%20kantor', []],
      ['group=Teman%20Kantor&rsvp=attending', ['dewi 50%_x']],
      ['q=a&sent=unsent&rsvp=attending', ['Andi Wijaya', 'dewi 50%_x']],
    ];
    for (const [query, expected] of cases) {
      expect(await namesOf(`?${query}`), query).toEqual(expected);
    }
    const { meta } = await listOf('?group=Teman%20Kantor&rsvp=attending');
    expect(meta).toMatchObject({ total: 1, all: 5, groups: ['Alumni', 'Keluarga', 'Teman Kantor'] });
  });

  it('sorts by name (any case), time added and time sent (never sent last), both ways', async () => {
    expect(await namesOf('?sort=name')).toEqual(['Andi Wijaya', 'budi', 'Citra', 'dewi 50%_x', 'Eko']);
    expect(await namesOf('?sort=-name')).toEqual(['Eko', 'dewi 50%_x', 'Citra', 'budi', 'Andi Wijaya']);
    expect(await namesOf('?sort=-created_at')).toEqual(['Eko', 'dewi 50%_x', 'Citra', 'budi', 'Andi Wijaya']);
    const sent = await namesOf('?sort=sent_at');
    expect(sent.slice(0, 2)).toEqual(['Eko', 'Citra']);
    expect(sent.slice(2).sort()).toEqual(['Andi Wijaya', 'budi', 'dewi 50%_x']);
    const latest = await namesOf('?sort=-sent_at');
    expect(latest.slice(0, 2)).toEqual(['Citra', 'Eko']);
    expect(latest.slice(2).sort()).toEqual(['Andi Wijaya', 'budi', 'dewi 50%_x']);
  });

  it('answers a page at a time, with the total that matches', async () => {
    const second = await listOf('?sort=name&pageSize=2&page=2');
    expect(second.data.map((guest) => guest.name)).toEqual(['Citra', 'dewi 50%_x']);
    expect(second.meta).toEqual({
      total: 5,
      all: 5,
      page: 2,
      pageSize: 2,
      groups: ['Alumni', 'Keluarga', 'Teman Kantor'],
    });
    expect((await listOf('?sort=name&pageSize=2&page=3')).data.map((guest) => guest.name)).toEqual(['Eko']);
    const past = await listOf('?sort=name&pageSize=2&page=4');
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(5);
  });

  it('refuses an unknown filter, sort or parameter and a page size out of range (400)', async () => {
    const cases: [string, { field: string; message: string }][] = [
      ['rsvp=mungkin', { field: 'rsvp', message: 'Saringan RSVP tidak dikenal' }],
      ['sent=kemarin', { field: 'sent', message: 'Saringan tautan tidak dikenal' }],
      ['sort=umur', { field: 'sort', message: 'Urutan tidak dikenal' }],
      ['pageSize=0', { field: 'pageSize', message: 'Jumlah per halaman harus 1 sampai 5000' }],
      ['pageSize=5001', { field: 'pageSize', message: 'Jumlah per halaman harus 1 sampai 5000' }],
    ];
    for (const [query, error] of cases) {
      const response = await call('GET', `/v1/invitation/${list.id}/guest?${query}`, owner);
      expect(failureOf(response), query).toEqual({
        status: 400,
        message: `${error.field}: ${error.message}`,
        errors: [error],
      });
    }
    const unknown = await call('GET', `/v1/invitation/${list.id}/guest?warna=merah`, owner);
    expect(failureOf(unknown)).toMatchObject({ status: 400, message: 'Parameter tidak dikenal' });
  });

  it('reads a query like a phone number as the digits of a +62… number', () => {
    expect(numberDigits('0812 345')).toBe('62812345');
    expect(numberDigits('+62 (812) 34-5')).toBe('62812345');
    expect(numberDigits('345')).toBe('345');
    expect(numberDigits('Budi 0812')).toBeNull();
    expect(numberDigits(' - ')).toBeNull();
  });
});

describe('POST /v1/guest/{id}/sent', () => {
  it('marks the personal link sent now and answers the owner guest', async () => {
    const guest = await add(edit.id, { name: 'Indah' });
    const before = Date.now();
    const data = okData<OwnerGuest>(await call('POST', `/v1/guest/${guest.id}/sent`, owner));
    expect(data).toEqual({ ...guest, sent_at: expect.any(String) });
    expect(Date.parse(data.sent_at!)).toBeGreaterThanOrEqual(before - 5_000);
    expect(Date.parse(data.sent_at!)).toBeLessThanOrEqual(Date.now() + 5_000);
    const again = okData<OwnerGuest>(await call('POST', `/v1/guest/${guest.id}/sent`, owner));
    expect(Date.parse(again.sent_at!)).toBeGreaterThanOrEqual(Date.parse(data.sent_at!));
    expect((await listOf('?sent=sent', edit.id)).data.map((g) => g.name)).toContain('Indah');
  });
});

describe('DELETE /v1/guest/{id}', () => {
  it('takes the RSVP entries and the personal link with the guest', async () => {
    const guest = await add(list.id, { name: 'Joko', whatsapp_number: '081399990000' });
    await db().insert(rsvpEntries).values({ guest_id: guest.id, event_id: list.akad, is_attend: true, pax: 2 });
    expect((await call('GET', `/v1/guest/code/${guest.code}?slug=daftar`)).statusCode).toBe(200);
    expect(okData(await call('DELETE', `/v1/guest/${guest.id}`, owner))).toEqual({ id: guest.id });
    expect(await db().select().from(rsvpEntries).where(eq(rsvpEntries.guest_id, guest.id))).toEqual([]);
    for (const slug of ['daftar', 'daftar-2']) {
      const link = await call('GET', `/v1/guest/code/${guest.code}?slug=${slug}`);
      expect(failureOf(link)).toEqual({ status: 404, message: 'Tamu tidak ditemukan', errors: undefined });
    }
    // Its number is free again.
    const again = await add(list.id, { name: 'Joko Lagi', whatsapp_number: '081399990000' });
    await call('DELETE', `/v1/guest/${again.id}`, owner);
  });
});

describe('only the owner reads and changes their guests', () => {
  it('answers 401 without a session, 403 to another owner (changing nothing), 404 for no such guest', async () => {
    const guest = named['Citra']!;
    const calls = [
      ['GET', `/v1/invitation/${list.id}/guest?q=a`, undefined],
      ['POST', `/v1/invitation/${list.id}/guest`, { name: 'Penyusup', whatsapp_number: '081200000001' }],
      ['PUT', `/v1/guest/${guest.id}`, { name: 'Penyusup', group: 'X' }],
      ['POST', `/v1/guest/${guest.id}/sent`, undefined],
      ['DELETE', `/v1/guest/${guest.id}`, undefined],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect(failureOf(await call(method, url, undefined, payload)), `${method} ${url}`).toMatchObject({
        status: 401,
        message: 'Silakan masuk terlebih dahulu',
      });
      expect(failureOf(await call(method, url, stranger, payload)), `${method} ${url}`).toMatchObject({
        status: 403,
        message: 'Undangan ini bukan milik Anda',
      });
    }
    const [row] = await db().select().from(guests).where(eq(guests.id, guest.id));
    expect(row).toMatchObject({ name: 'Citra', group: null, sent_at: expect.stringContaining('2030-01-02') });
    expect(await db().select().from(guests).where(eq(guests.name, 'Penyusup'))).toEqual([]);
    for (const [method, url] of [
      ['POST', '/v1/guest/tidak-ada/sent'],
      ['PUT', '/v1/guest/tidak-ada'],
    ] as const) {
      expect(failureOf(await call(method, url, owner, { name: 'A' })), url).toMatchObject({
        status: 404,
        message: 'Tamu tidak ditemukan',
      });
    }
    expect(failureOf(await call('GET', '/v1/invitation/tidak-ada/guest?q=a', owner))).toMatchObject({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
  });
});

describe('a list of 5,000 guests', () => {
  it('answers every guest, and a search with a filter and a sort finds its page (times: npm run bench:guest-import)', async () => {
    const big = await guestListInvitation(db(), owner.user.id, 'besar');
    const rows = Array.from({ length: 5_000 }, (_, n) => ({
      invitation_id: big.id,
      name: `Tamu ${n + 1}`,
      group: `Grup ${n % 7}`,
      whatsapp_number: `+62812${String(n).padStart(7, '0')}`,
    }));
    const ids: string[] = [];
    for (let start = 0; start < rows.length; start += 1_000) {
      const added = await db()
        .insert(guests)
        .values(rows.slice(start, start + 1_000))
        .returning({ id: guests.id });
      ids.push(...added.map((row) => row.id));
    }
    await db()
      .insert(rsvpEntries)
      .values(
        ids
          .filter((_, n) => n % 2 === 0)
          .map((guest_id, n) => ({ guest_id, event_id: big.akad, is_attend: n % 3 !== 0, pax: 1 })),
      );

    const all = await listOf('', big.id);
    expect(all.data).toHaveLength(5_000);
    expect(all.meta).toMatchObject({ total: 5_000, all: 5_000 });
    expect(all.data.filter((guest) => guest.rsvp.length)).toHaveLength(2_500);

    const page = await listOf('?q=0812%20000%2012&rsvp=answered&sort=-name&pageSize=50', big.id);
    expect(page.meta.total).toBe(50);
    expect(page.data).toHaveLength(50);
    expect(page.data.every((guest) => guest.whatsapp_number!.startsWith('+6281200012') && guest.rsvp.length)).toBe(
      true,
    );
  });
});
