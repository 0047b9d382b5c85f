import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Souvenir, SouvenirHandout } from '../../schemas/responses/guestbook';
import type { Database } from '../../server/db/database';
import { souvenirHandouts } from '../../server/db/schema';
import { checkInBody, guestbookAtTheDoor, guestbookPath, type SignedInUsher } from './guestbook-fixture';
import { callAs, failureOf, type Owner, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { okData } from './guest-sample';

/**
 * Souvenirs (docs/product.md#guestbook): one of a kind per guest, refused by the database a second
 * time; one per guest or one per person checked in; never past the stock.
 */

let server: TestServer;
let app: FastifyInstance;
let db: Database;
let owner: Owner;
let invitationId: string;
let usher: SignedInUsher;
let ids: string[];

beforeAll(async () => {
  ({ server, app, db, owner, invitationId, usher, guestIds: ids } = await guestbookAtTheDoor('sv', 6, 'Meja Suvenir'));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const path = (rest: string) => guestbookPath(invitationId, rest);
const newSouvenir = async (name: string, stock: number, rule: 'per_guest' | 'per_person') =>
  okData<Souvenir>(await callAs(app, 'POST', path('souvenir'), owner, { name, stock, rule }), 201);
const handOut = (souvenirId: string, guestId: string, id: string = randomUUID()) =>
  callAs(app, 'POST', path('souvenir-handout'), usher, { id, souvenir_id: souvenirId, guest_id: guestId });
const checkIn = async (guestId: string, pax: number) =>
  okData(await callAs(app, 'POST', path('check-in'), usher, checkInBody(guestId, pax)), 201);
const souvenirNamed = async (id: string) =>
  okData<Souvenir[]>(await callAs(app, 'GET', path('souvenir'), owner)).find((item) => item.id === id)!;

describe('souvenir handouts', () => {
  it('hands one per guest (201) and answers a retry of its id with the stored one (200)', async () => {
    const fan = await newSouvenir('Kipas', 10, 'per_guest');
    expect(fan).toMatchObject({ stock: 10, handed: 0, left: 10, rule: 'per_guest' });
    const id = randomUUID();
    const handed = okData<SouvenirHandout>(await handOut(fan.id, ids[0]!, id), 201);
    expect(handed).toMatchObject({
      id,
      souvenir_id: fan.id,
      guest_id: ids[0],
      quantity: 1,
      usher_name: 'Meja Suvenir',
    });
    expect(okData<SouvenirHandout>(await handOut(fan.id, ids[0]!, id))).toEqual(handed);
    expect(await souvenirNamed(fan.id)).toMatchObject({ handed: 1, left: 9 });
  });

  it('refuses a second of a kind to one guest, even from another device', async () => {
    const towel = await newSouvenir('Handuk', 10, 'per_guest');
    okData(await handOut(towel.id, ids[1]!), 201);
    expect(failureOf(await handOut(towel.id, ids[1]!))).toMatchObject({
      status: 409,
      message: 'Suvenir sudah diberikan kepada tamu ini',
    });
    const both = await Promise.all([handOut(towel.id, ids[2]!), handOut(towel.id, ids[2]!)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await db.select().from(souvenirHandouts).where(eq(souvenirHandouts.guest_id, ids[2]!));
    expect(rows).toHaveLength(1);
  });

  it('hands per person as many as came with the guest; a guest not checked in gets 409', async () => {
    const cake = await newSouvenir('Kue', 20, 'per_person');
    expect(failureOf(await handOut(cake.id, ids[3]!))).toMatchObject({ status: 409, message: 'Tamu belum check-in' });
    await checkIn(ids[3]!, 4);
    expect(okData<SouvenirHandout>(await handOut(cake.id, ids[3]!), 201).quantity).toBe(4);
    expect(await souvenirNamed(cake.id)).toMatchObject({ handed: 4, left: 16 });
  });

  it('never goes below zero stock', async () => {
    const pin = await newSouvenir('Bros', 3, 'per_person');
    await checkIn(ids[4]!, 2);
    await checkIn(ids[5]!, 2);
    okData(await handOut(pin.id, ids[4]!), 201);
    expect(failureOf(await handOut(pin.id, ids[5]!))).toMatchObject({ status: 409, message: 'Stok suvenir habis' });
    expect(await souvenirNamed(pin.id)).toMatchObject({ handed: 2, left: 1 });
  });

  it('keeps the stock at least what is handed when the owner edits it', async () => {
    const bag = await newSouvenir('Tas', 5, 'per_guest');
    okData(await handOut(bag.id, ids[0]!), 201);
    okData(await handOut(bag.id, ids[1]!), 201);
    const lowered = failureOf(
      await callAs(app, 'PUT', `/v1/guestbook/souvenir/${bag.id}`, owner, { name: 'Tas', stock: 1, rule: 'per_guest' }),
    );
    expect(lowered.status).toBe(400);
    expect(lowered.errors).toEqual([
      { field: 'stock', message: 'Stok tidak boleh kurang dari yang sudah diberikan (2)' },
    ]);
    const edited = await callAs(app, 'PUT', `/v1/guestbook/souvenir/${bag.id}`, owner, {
      name: 'Tas Kain',
      stock: 2,
      rule: 'per_guest',
    });
    expect(okData<Souvenir>(edited)).toMatchObject({ name: 'Tas Kain', stock: 2, handed: 2, left: 0 });
    expect(failureOf(await handOut(bag.id, ids[2]!)).message).toBe('Stok suvenir habis');
    okData(await callAs(app, 'DELETE', `/v1/guestbook/souvenir/${bag.id}`, owner));
    expect(failureOf(await handOut(bag.id, ids[3]!))).toMatchObject({
      status: 404,
      message: 'Suvenir tidak ditemukan',
    });
  });
});
