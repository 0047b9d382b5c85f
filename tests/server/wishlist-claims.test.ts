import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBooked, remainingOf } from '../../engine/content/gifts';
import { validatorFor } from '../../engine/validation/validate-payload';
import { giftConfirmationSchema, type GiftConfirmation } from '../../schemas/entities/gift-confirmation.schema';
import type { WishlistGift } from '../../schemas/entities/wishlist-gift.schema';
import { wishlistConfirmations } from '../../server/db/schema';
import { CONFIRMATION_NOT_FOUND } from '../../server/routes/gift-confirmation-marks.routes';
import { callAs, failureOf, testServer, type Owner, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * A wishlist item is claimed until its confirmations reach its quantity, never beyond, also when
 * guests confirm at the same moment (docs/product.md#wishlist); the owner marks a confirmation's gift
 * received and its buyer thanked (docs/product.md#gift-confirmation). Fixtures: Raka's sample
 * invitation `raka` (Tanaman Monstera: 3, none confirmed; Set Piring Makan: 2, none; Mesin Espresso:
 * 1, confirmed once) with a version, and a stranger's `lain`.
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;
const BOOKED = 'Kado ini sudah dipesan oleh tamu lain';

const confirmation = (item: string, buyer: string) => ({
  buyer_name: buyer,
  whatsapp_number: '081234567890',
  purchase_date: '2026-03-01T00:00:00.000Z',
  shipping_expedition: 'JNE',
  shipping_receipt: `JNE-${buyer}`,
  invitation_wishlist_id: item,
  invitation_id: VERSION,
  guest_id: null,
  status: 'pending',
});
const confirm = (item: string, buyer: string) =>
  callAs(server.app, 'POST', '/v1/gift/wishlist/confirmation', undefined, confirmation(item, buyer));

/** The item as the public page lists it. */
async function publicItem(id: string): Promise<WishlistGift> {
  const response = await callAs(server.app, 'GET', '/v1/invitation/slug/raka/gift');
  const item = (response.json() as { data: { wishlist: WishlistGift[] } }).data.wishlist.find((i) => i.id === id);
  if (!item) throw new Error(`no item ${id}`);
  return item;
}

const stored = (item: string) =>
  server.database.db.select().from(wishlistConfirmations).where(eq(wishlistConfirmations.invitation_wishlist_id, item));

beforeAll(async () => {
  server = await testServer({ publicWriteLimit: 1000 });
  ({ owner, stranger } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('claiming a wishlist item of quantity 3', () => {
  it('takes confirmations until they reach the quantity, the page saying what is left, then refuses (409)', async () => {
    const item = 'raka-monstera';
    expect(remainingOf(await publicItem(item))).toBe(3);
    expect((await confirm(item, 'Sari')).statusCode).toBe(201);
    const once = await publicItem(item);
    expect([once.confirmation.length, remainingOf(once), isBooked(once)]).toEqual([1, 2, false]);

    expect((await confirm(item, 'Budi')).statusCode).toBe(201);
    expect((await confirm(item, 'Tono')).statusCode).toBe(201);
    const full = await publicItem(item);
    expect([full.confirmation.length, remainingOf(full), isBooked(full)]).toEqual([3, 0, true]);

    const beyond = await confirm(item, 'Dewi');
    expect(failureOf(beyond)).toMatchObject({ status: 409, message: BOOKED });
    expect(await stored(item)).toHaveLength(3);
  });

  it('gives the last one of an item to exactly one of two guests confirming at once', async () => {
    const item = 'raka-plates';
    expect((await confirm(item, 'Pertama')).statusCode).toBe(201);
    const [a, b] = await Promise.all([confirm(item, 'Kedua'), confirm(item, 'Ketiga')]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([201, 409]);
    expect([a, b].find((r) => r!.statusCode === 409)!.json()).toEqual({ message: BOOKED });
    expect(await stored(item)).toHaveLength(2);
  });

  it('gives an item of quantity 3 to exactly three of ten guests confirming at once', async () => {
    const created = await callAs(server.app, 'POST', '/v1/gift/wishlist', owner, {
      product_name: 'Vas Bunga',
      amount: 250000,
      qty: 3,
      invitation_id: ROOT,
    });
    expect(created.statusCode, created.body).toBe(201);
    const item = (created.json().data as { id: string }).id;
    const responses = await Promise.all(Array.from({ length: 10 }, (_, i) => confirm(item, `Tamu ${i}`)));
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 409)).toHaveLength(7);
    expect(await stored(item)).toHaveLength(3);
    expect(isBooked(await publicItem(item))).toBe(true);
  });
});

describe("the owner's marks on a confirmation", () => {
  const CONFIRMED = 'raka-c1';
  const received = (id: string, who: Owner | undefined, body: object) =>
    callAs(server.app, 'PUT', `/v1/gift/wishlist/confirmation/${id}/received`, who, body as never);
  const thanked = (id: string, who?: Owner) =>
    callAs(server.app, 'POST', `/v1/gift/wishlist/confirmation/${id}/thanked`, who);
  const ownerList = async () => {
    const response = await callAs(server.app, 'GET', `/v1/invitation/${VERSION}/gift/confirmation`, owner);
    return (response.json() as { data: GiftConfirmation[] }).data;
  };

  it('marks the gift received, keeps the first day when marked again, and takes the mark back', async () => {
    const first = await received(CONFIRMED, owner, { received: true });
    expect(first.statusCode, first.body).toBe(200);
    const data = first.json().data as GiftConfirmation;
    expect(validatorFor(giftConfirmationSchema)(data)).toBe(true);
    expect(data).toMatchObject({ id: CONFIRMED, status: 'received', buyer_name: 'Dimas' });
    expect(Number.isNaN(Date.parse(data.received_at ?? ''))).toBe(false);
    expect((await ownerList()).find((c) => c.id === CONFIRMED)).toEqual(data);

    const again = (await received(CONFIRMED, owner, { received: true })).json().data as GiftConfirmation;
    expect(again.received_at).toBe(data.received_at);
    // The public page learns the status only, never who bought it.
    const booking = (await publicItem('raka-espresso')).confirmation[0];
    expect(booking).toEqual({ id: CONFIRMED, status: 'received', created_at: data.created_at });

    const back = (await received(CONFIRMED, owner, { received: false })).json().data as GiftConfirmation;
    expect(back.status).toBe('pending');
    expect(back).not.toHaveProperty('received_at');
    const [row] = await server.database.db
      .select()
      .from(wishlistConfirmations)
      .where(eq(wishlistConfirmations.id, CONFIRMED));
    expect(row).toMatchObject({ status: 'pending', received_at: null });
  });

  it('notes the thank-you sent through WhatsApp', async () => {
    const response = await thanked(CONFIRMED, owner);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data as GiftConfirmation;
    expect(validatorFor(giftConfirmationSchema)(data)).toBe(true);
    expect(Number.isNaN(Date.parse(data.thanked_at ?? ''))).toBe(false);
    expect((await ownerList()).find((c) => c.id === CONFIRMED)?.thanked_at).toBe(data.thanked_at);
  });

  it('refuses another owner (403), a visitor (401), an unknown confirmation (404) and a bad body (400)', async () => {
    const theirs = 'lain-c1';
    for (const answer of [await received(theirs, owner, { received: true }), await thanked(theirs, owner)]) {
      expect(failureOf(answer)).toMatchObject({ status: 403, message: 'Undangan ini bukan milik Anda' });
    }
    for (const answer of [
      await received(CONFIRMED, stranger, { received: true }),
      await thanked(CONFIRMED, stranger),
    ]) {
      expect(failureOf(answer)).toMatchObject({ status: 403 });
    }
    expect((await received(CONFIRMED, undefined, { received: true })).statusCode).toBe(401);
    expect((await thanked(CONFIRMED)).statusCode).toBe(401);
    expect(failureOf(await thanked('tidak-ada', owner))).toMatchObject({
      status: 404,
      message: CONFIRMATION_NOT_FOUND,
    });
    const bad = await received(CONFIRMED, owner, { received: 'ya' });
    expect(failureOf(bad)).toMatchObject({
      status: 400,
      errors: [{ field: 'received', message: 'Pilih sudah diterima atau belum' }],
    });
    const [row] = await server.database.db
      .select()
      .from(wishlistConfirmations)
      .where(eq(wishlistConfirmations.id, theirs));
    expect(row).toMatchObject({ status: 'pending', received_at: null, thanked_at: null });
  });
});
