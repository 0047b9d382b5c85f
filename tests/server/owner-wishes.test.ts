import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validatorFor } from '../../engine/validation/validate-payload';
import { giftConfirmationSchema, type GiftConfirmation } from '../../schemas/entities/gift-confirmation.schema';
import { wishSchema, type Wish } from '../../schemas/entities/wish.schema';
import type { OwnerWishListMeta } from '../../schemas/responses/owner-guests';
import { wishes, wishlistConfirmations, wishlistGifts } from '../../server/db/schema';
import { callAs, failureOf, registerOwner, testServer, type Owner, type TestServer } from './harness';
import { guestListInvitation, okData } from './guest-sample';
import { SETUP_TIMEOUT } from './invitation-sample';

/**
 * What guests sent, as the owner reads it (docs/product.md#guest-list): GET /v1/invitation/{id}/wish
 * (newest first, searched by name or message, a page at a time) and GET
 * /v1/invitation/{id}/gift/confirmation (every wishlist confirmation, oldest first), also of a draft,
 * and of a version (its root's).
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;
let invitation: Awaited<ReturnType<typeof guestListInvitation>>;
let other: Awaited<ReturnType<typeof guestListInvitation>>;

const db = () => server.database.db;
const wishList = async (query = '', invitationId = invitation.id) => {
  const response = await callAs(server.app, 'GET', `/v1/invitation/${invitationId}/wish${query}`, owner);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Wish[]; meta: OwnerWishListMeta };
};
const idsOf = async (query: string) => (await wishList(query)).data.map((wish) => wish.id);

/** Every wish of the invitation is shown (wish-moderation.test.ts has the other statuses). */
const COUNTS = { all: 5, shown: 5, pending: 0, hidden: 0 };

const at = (minute: number) => `2030-01-01T10:${String(minute).padStart(2, '0')}:00.000Z`;

beforeAll(async () => {
  server = await testServer();
  owner = await registerOwner(server.app, 'Raka');
  stranger = await registerOwner(server.app, 'Orang Lain');
  // A draft: the owner reads what guests sent to it before it is published (a preview, a test).
  invitation = await guestListInvitation(db(), owner.user.id, 'ucapan', { status: 'draft', version: true });
  other = await guestListInvitation(db(), stranger.user.id, 'lain');
  await db()
    .insert(wishes)
    .values([
      {
        id: 'w-a',
        invitation_id: invitation.id,
        name: 'Bunga',
        message: 'Selamat menempuh hidup baru!',
        created_at: at(1),
      },
      {
        id: 'w-b',
        invitation_id: invitation.id,
        name: 'Andi',
        message: 'Bahagia selalu',
        place: 'Bandung',
        created_at: at(2),
      },
      {
        id: 'w-c',
        invitation_id: invitation.id,
        name: 'Putri',
        message: 'Diskon 100% bahagia_nya',
        rsvp: 'present',
        created_at: at(3),
      },
      // Two at the same moment: the larger id first.
      { id: 'w-d', invitation_id: invitation.id, name: 'SELAMAT Family', message: 'Doa terbaik', created_at: at(4) },
      { id: 'w-e', invitation_id: invitation.id, name: 'Eka', message: 'selamat ya', created_at: at(4) },
      { id: 'w-other', invitation_id: other.id, name: 'Orang Lain', message: 'Selamat', created_at: at(5) },
    ]);
  await db()
    .insert(wishlistGifts)
    .values([
      { id: 'kado-1', invitation_id: invitation.id, product_name: 'Mesin Kopi', amount: 1_000_000, qty: 2 },
      { id: 'kado-2', invitation_id: invitation.id, product_name: 'Piring', amount: 300_000, qty: 1 },
      { id: 'kado-lain', invitation_id: other.id, product_name: 'Lain', amount: 1, qty: 1 },
    ]);
  const confirmation = (id: string, item: string, invitationId: string, minute: number) => ({
    id,
    invitation_wishlist_id: item,
    invitation_id: invitationId,
    buyer_name: `Pembeli ${id}`,
    whatsapp_number: '081234567890',
    purchase_date: at(0),
    shipping_expedition: 'JNE',
    shipping_receipt: `RESI-${id}`,
    created_at: at(minute),
  });
  await db()
    .insert(wishlistConfirmations)
    .values([
      confirmation('k-3', 'kado-2', invitation.id, 9),
      confirmation('k-1', 'kado-1', invitation.id, 7),
      {
        ...confirmation('k-2', 'kado-1', invitation.id, 8),
        notes: 'Dikirim minggu depan',
        status: 'received',
        received_at: at(9),
      },
      confirmation('k-lain', 'kado-lain', other.id, 1),
    ]);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('GET /v1/invitation/{id}/wish', () => {
  it('answers every wish of the invitation, newest first (ties: larger id first), also of a draft', async () => {
    const { data, meta } = await wishList();
    expect(data.map((wish) => wish.id)).toEqual(['w-e', 'w-d', 'w-c', 'w-b', 'w-a']);
    expect(meta).toEqual({ total: 5, page: 1, pageSize: 5000, counts: COUNTS });
    expect(data[3]).toEqual({
      id: 'w-b',
      name: 'Andi',
      message: 'Bahagia selalu',
      place: 'Bandung',
      created_at: at(2),
    });
    for (const wish of data) expect(validatorFor(wishSchema)(wish), wish.id).toBe(true);
  });

  it("answers a version's root wishes", async () => {
    expect(await wishList('', invitation.version)).toEqual(await wishList());
  });

  it('searches name and message in any case; % and _ match only themselves', async () => {
    expect(await idsOf('?q=SELAMAT')).toEqual(['w-e', 'w-d', 'w-a']);
    expect(await idsOf('?q=andi')).toEqual(['w-b']);
    expect(await idsOf('?q=100%25')).toEqual(['w-c']);
    expect(await idsOf('?q=%25')).toEqual(['w-c']);
    expect(await idsOf('?q=_')).toEqual(['w-c']);
    expect(await idsOf('?q=%20%20')).toEqual(['w-e', 'w-d', 'w-c', 'w-b', 'w-a']);
    const none = await wishList('?q=tidak%20ada');
    expect(none).toEqual({ data: [], meta: { total: 0, page: 1, pageSize: 5000, counts: COUNTS } });
  });

  it('answers a page at a time with the total that matches', async () => {
    const page = await wishList('?q=selamat&pageSize=2&page=2');
    expect(page.data.map((wish) => wish.id)).toEqual(['w-a']);
    expect(page.meta).toEqual({ total: 3, page: 2, pageSize: 2, counts: COUNTS });
  });

  it('refuses an unknown parameter and a page size out of range (400)', async () => {
    const bad = await callAs(server.app, 'GET', `/v1/invitation/${invitation.id}/wish?pageSize=0`, owner);
    const error = { field: 'pageSize', message: 'Jumlah per halaman harus 1 sampai 5000' };
    expect(failureOf(bad)).toEqual({ status: 400, message: `pageSize: ${error.message}`, errors: [error] });
    const unknown = await callAs(server.app, 'GET', `/v1/invitation/${invitation.id}/wish?sort=asc`, owner);
    expect(failureOf(unknown)).toMatchObject({ status: 400, message: 'Parameter tidak dikenal' });
  });
});

describe('GET /v1/invitation/{id}/gift/confirmation', () => {
  it("answers every wishlist confirmation of the invitation, oldest first, whole; a version's its root's", async () => {
    const data = okData<GiftConfirmation[]>(
      await callAs(server.app, 'GET', `/v1/invitation/${invitation.id}/gift/confirmation`, owner),
    );
    expect(data.map((confirmation) => confirmation.id)).toEqual(['k-1', 'k-2', 'k-3']);
    expect(data[1]).toEqual({
      id: 'k-2',
      invitation_wishlist_id: 'kado-1',
      invitation_id: invitation.id,
      guest_id: null,
      buyer_name: 'Pembeli k-2',
      whatsapp_number: '081234567890',
      purchase_date: at(0),
      shipping_expedition: 'JNE',
      shipping_receipt: 'RESI-k-2',
      notes: 'Dikirim minggu depan',
      status: 'received',
      received_at: at(9),
      created_at: at(8),
    });
    for (const confirmation of data) expect(validatorFor(giftConfirmationSchema)(confirmation)).toBe(true);
    const fromVersion = await callAs(
      server.app,
      'GET',
      `/v1/invitation/${invitation.version}/gift/confirmation`,
      owner,
    );
    expect(okData(fromVersion)).toEqual(data);
  });
});

describe('only the owner reads what guests sent', () => {
  it('answers 401 without a session, 403 to another owner and 404 for no such invitation', async () => {
    for (const path of ['wish', 'gift/confirmation']) {
      const url = `/v1/invitation/${invitation.id}/${path}`;
      expect(failureOf(await callAs(server.app, 'GET', url)), url).toMatchObject({
        status: 401,
        message: 'Silakan masuk terlebih dahulu',
      });
      expect(failureOf(await callAs(server.app, 'GET', url, stranger)), url).toMatchObject({
        status: 403,
        message: 'Undangan ini bukan milik Anda',
      });
      expect(failureOf(await callAs(server.app, 'GET', `/v1/invitation/tidak-ada/${path}`, owner))).toMatchObject({
        status: 404,
        message: 'Undangan tidak ditemukan',
      });
    }
    // The stranger reads their own only.
    const theirs = await callAs(server.app, 'GET', `/v1/invitation/${other.id}/wish`, stranger);
    expect(okData<Wish[]>(theirs).map((wish) => wish.id)).toEqual(['w-other']);
  });
});
