import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerGuest } from '../../schemas/responses/owner-guests';
import { callAs, failureOf, testServer, type Owner, type TestServer } from './harness';
import { okData } from './guest-sample';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * GET /v1/invitation/{id}/export, "Unduh semua data" (docs/product.md#guest-list): one ZIP archive
 * with the invitation's data as the API answers each part, guests with their RSVP, wishes and gift
 * confirmations among them, and a README.txt in Indonesian. Fixture: Raka's sample invitation `raka`
 * (events Akad Nikah and Resepsi, gifts, wishes, one confirmation) with a version `raka-2`.
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;
let budi: OwnerGuest;
let siti: OwnerGuest;

const FILES = [
  'README.txt',
  'invitation.json',
  'sections.json',
  'couple.json',
  'events.json',
  'stories.json',
  'gallery.json',
  'gifts.json',
  'guests.json',
  'rsvp.json',
  'wishes.json',
  'gift-confirmations.json',
];

const get = (url: string, who: Owner | undefined = owner) => callAs(server.app, 'GET', url, who);
const dataOf = async <T = unknown>(url: string) => okData<T>(await get(url));

/** The archive of an invitation, each file by name (JSON read back, the README as text). */
async function archiveOf(invitationId: string) {
  const response = await get(`/v1/invitation/${invitationId}/export`);
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const read = (name: string) => strFromU8(files[name]!);
  const json = (name: string) => JSON.parse(read(name)) as unknown;
  return { response, names: Object.keys(files), read, json };
}

beforeAll(async () => {
  server = await testServer({ publicWriteLimit: 1000 });
  ({ owner, stranger } = await twoOwnersWithSamples(server));
  const add = async (guest: Record<string, unknown>) =>
    okData<OwnerGuest>(await callAs(server.app, 'POST', `/v1/invitation/${ROOT}/guest`, owner, guest), 201);
  budi = await add({ name: 'Budi Santoso', group: 'Keluarga', whatsapp_number: '081234567890' });
  siti = await add({ name: 'Siti' });
  okData(await callAs(server.app, 'POST', `/v1/guest/${siti.id}/sent`, owner));
  // Budi answers through his link: at the akad with two people, not at the reception.
  const rsvp = await callAs(server.app, 'POST', '/v1/invitation-rsvp', undefined, {
    invitation_id: ROOT,
    guest_id: budi.id,
    use_multiple_event: true,
    pax: 2,
    events: [
      { event_id: 'raka-event-akad', is_attend: true },
      { event_id: 'raka-event-resepsi', is_attend: false },
    ],
  });
  expect(rsvp.statusCode, rsvp.body).toBe(200);
  const wish = await callAs(server.app, 'POST', '/v1/wish', undefined, {
    name: 'Budi Santoso',
    message: 'Selamat menempuh hidup baru, dari Budi',
    invitation_id: ROOT,
    guest_id: budi.id,
  });
  expect(wish.statusCode, wish.body).toBe(201);
  const confirmation = await callAs(server.app, 'POST', '/v1/gift/wishlist/confirmation', undefined, {
    buyer_name: 'Budi Santoso',
    whatsapp_number: '081234567890',
    purchase_date: '2030-01-01T00:00:00.000Z',
    shipping_expedition: 'SiCepat',
    shipping_receipt: 'SC-0001',
    invitation_wishlist_id: 'raka-plates',
    invitation_id: ROOT,
    guest_id: budi.id,
    status: 'pending',
  });
  expect(confirmation.statusCode, confirmation.body).toBe(201);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('GET /v1/invitation/{id}/export', () => {
  it('answers a ZIP archive to download, named after the slug', async () => {
    const { response, names } = await archiveOf(ROOT);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="data-undangan-raka.zip"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    expect(names.sort()).toEqual([...FILES].sort());
  });

  it('holds every part as the API answers it', async () => {
    const { json } = await archiveOf(ROOT);
    const content = await dataOf<Record<string, unknown>>(`/v1/invitation/${ROOT}/content`);
    expect(json('invitation.json')).toEqual(await dataOf(`/v1/invitation/${ROOT}`));
    expect(json('sections.json')).toEqual(await dataOf(`/v1/invitation/section?invitation_id=${ROOT}`));
    expect(json('couple.json')).toEqual(content.couple);
    expect(json('events.json')).toEqual(content.events);
    expect(json('stories.json')).toEqual(content.stories);
    expect(json('gallery.json')).toEqual(content.gallery);
    expect(json('guests.json')).toEqual(await dataOf(`/v1/invitation/${ROOT}/guest`));
    expect(json('wishes.json')).toEqual(await dataOf(`/v1/invitation/${ROOT}/wish`));
    expect(json('gift-confirmations.json')).toEqual(await dataOf(`/v1/invitation/${ROOT}/gift/confirmation`));
    const gifts = content.gifts as { wishlist: { confirmation: unknown[] }[] };
    expect(json('gifts.json')).toEqual({
      ...gifts,
      wishlist: gifts.wishlist.map((item) => ({ ...item, confirmation_count: item.confirmation.length })),
    });
  });

  it('holds the guests with their group, number, link code and RSVP, and the RSVP as a flat list', async () => {
    const { json } = await archiveOf(ROOT);
    const guests = json('guests.json') as OwnerGuest[];
    expect(guests.map((guest) => guest.name)).toEqual(['Budi Santoso', 'Siti']);
    expect(guests[0]).toEqual({
      ...budi,
      rsvp: [
        { event_id: 'raka-event-akad', is_attend: true, pax: 2, by_owner: false },
        { event_id: 'raka-event-resepsi', is_attend: false, pax: 0, by_owner: false },
      ],
    });
    expect(guests[0]).toMatchObject({ group: 'Keluarga', whatsapp_number: '+6281234567890', code: budi.code });
    expect(guests[1]?.sent_at).toEqual(expect.any(String));
    expect(json('rsvp.json')).toEqual([
      {
        guest_id: budi.id,
        guest_name: 'Budi Santoso',
        event_id: 'raka-event-akad',
        event_label: 'Akad Nikah',
        is_attend: true,
        pax: 2,
        by_owner: false,
      },
      {
        guest_id: budi.id,
        guest_name: 'Budi Santoso',
        event_id: 'raka-event-resepsi',
        event_label: 'Resepsi',
        is_attend: false,
        pax: 0,
        by_owner: false,
      },
    ]);
    const events = json('events.json') as { id: string; label: string }[];
    expect(events.map((event) => [event.id, event.label])).toEqual([
      ['raka-event-akad', 'Akad Nikah'],
      ['raka-event-resepsi', 'Resepsi'],
    ]);
  });

  it('holds the wishes, newest first, and the gift confirmations with their counts', async () => {
    const { json } = await archiveOf(ROOT);
    const wishes = json('wishes.json') as { name: string; message: string }[];
    expect(wishes[0]).toMatchObject({ name: 'Budi Santoso', message: 'Selamat menempuh hidup baru, dari Budi' });
    expect(wishes.length).toBeGreaterThan(5);
    const confirmations = json('gift-confirmations.json') as {
      id: string;
      invitation_wishlist_id: string;
      shipping_receipt: string;
    }[];
    expect(confirmations.map((c) => [c.invitation_wishlist_id, c.shipping_receipt])).toEqual([
      ['raka-espresso', 'JNE123456789'],
      ['raka-plates', 'SC-0001'],
    ]);
    const { wishlist } = json('gifts.json') as { wishlist: { id: string; confirmation_count: number }[] };
    expect(Object.fromEntries(wishlist.map((item) => [item.id, item.confirmation_count]))).toEqual({
      'raka-espresso': 1,
      'raka-plates': 1,
      'raka-sheets': 0,
      'raka-monstera': 0,
    });
  });

  it('explains each file in Indonesian in README.txt', async () => {
    const { read } = await archiveOf(ROOT);
    const readme = read('README.txt');
    expect(readme).toContain('Data undangan "raka"');
    for (const name of FILES.filter((file) => file !== 'README.txt')) expect(readme, name).toContain(name);
    expect(readme).toContain('Daftar tamu');
    expect(readme).toContain('Alamat IP dan data perangkat tamu tidak pernah disimpan');
  });

  it("of a version: its own invitation, named after its slug, with its root's guests and wishes", async () => {
    const { response, json } = await archiveOf(VERSION);
    expect(response.headers['content-disposition']).toBe('attachment; filename="data-undangan-raka-2.zip"');
    expect(json('invitation.json')).toEqual(await dataOf(`/v1/invitation/${VERSION}`));
    expect(json('guests.json')).toEqual(await dataOf(`/v1/invitation/${ROOT}/guest`));
    expect(json('wishes.json')).toEqual(await dataOf(`/v1/invitation/${ROOT}/wish`));
  });

  it('answers 401 without a session, 403 to another owner and 404 for no such invitation', async () => {
    expect(failureOf(await callAs(server.app, 'GET', `/v1/invitation/${ROOT}/export`))).toMatchObject({
      status: 401,
      message: 'Silakan masuk terlebih dahulu',
    });
    expect(failureOf(await get(`/v1/invitation/${ROOT}/export`, stranger))).toMatchObject({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(failureOf(await get('/v1/invitation/tidak-ada/export'))).toMatchObject({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
  });
});
