import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Souvenir, SouvenirHandout } from '../../schemas/responses/guestbook';
import { souvenirHandouts } from '../../server/db/schema';
import { checkInBody, guestbookAtTheDoor, guestbookPath } from './guestbook-fixture';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/**
 * Souvenirs (docs/product.md#guestbook): one of a kind per guest, refused by the database a second
 * time; one per guest or one per person checked in; never past the stock.
 */

const world = worldForThisFile(() => guestbookAtTheDoor('sv', 6, 'Meja Suvenir'));

const path = (rest: string) => guestbookPath(world.invitationId, rest);
const newSouvenir = async (name: string, stock: number, rule: 'per_guest' | 'per_person') =>
  okData<Souvenir>(await callAs(world.app, 'POST', path('souvenir'), world.owner, { name, stock, rule }), 201);
const handOut = (souvenirId: string, guestId: string, id: string = randomUUID()) =>
  callAs(world.app, 'POST', path('souvenir-handout'), world.usher, { id, souvenir_id: souvenirId, guest_id: guestId });
const checkIn = async (guestId: string, pax: number) =>
  okData(await callAs(world.app, 'POST', path('check-in'), world.usher, checkInBody(guestId, pax)), 201);
const souvenirNamed = async (id: string) =>
  okData<Souvenir[]>(await callAs(world.app, 'GET', path('souvenir'), world.owner)).find((item) => item.id === id)!;

describe('souvenir handouts', () => {
  it('hands one per guest (201) and answers a retry of its id with the stored one (200)', async () => {
    const fan = await newSouvenir('Kipas', 10, 'per_guest');
    expect(fan).toMatchObject({ stock: 10, handed: 0, left: 10, rule: 'per_guest' });
    const id = randomUUID();
    const handed = okData<SouvenirHandout>(await handOut(fan.id, world.guestIds[0]!, id), 201);
    expect(handed).toMatchObject({
      id,
      souvenir_id: fan.id,
      guest_id: world.guestIds[0],
      quantity: 1,
      usher_name: 'Meja Suvenir',
    });
    expect(okData<SouvenirHandout>(await handOut(fan.id, world.guestIds[0]!, id))).toEqual(handed);
    expect(await souvenirNamed(fan.id)).toMatchObject({ handed: 1, left: 9 });
  });

  it('refuses a second of a kind to one guest, even from another device', async () => {
    const towel = await newSouvenir('Handuk', 10, 'per_guest');
    okData(await handOut(towel.id, world.guestIds[1]!), 201);
    expect(failureOf(await handOut(towel.id, world.guestIds[1]!))).toMatchObject({
      status: 409,
      message: 'Suvenir sudah diberikan kepada tamu ini',
    });
    const both = await Promise.all([handOut(towel.id, world.guestIds[2]!), handOut(towel.id, world.guestIds[2]!)]);
    expect(both.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const rows = await world.db
      .select()
      .from(souvenirHandouts)
      .where(eq(souvenirHandouts.guest_id, world.guestIds[2]!));
    expect(rows).toHaveLength(1);
  });

  it('hands per person as many as came with the guest; a guest not checked in gets 409', async () => {
    const cake = await newSouvenir('Kue', 20, 'per_person');
    expect(failureOf(await handOut(cake.id, world.guestIds[3]!))).toMatchObject({
      status: 409,
      message: 'Tamu belum check-in',
    });
    await checkIn(world.guestIds[3]!, 4);
    expect(okData<SouvenirHandout>(await handOut(cake.id, world.guestIds[3]!), 201).quantity).toBe(4);
    expect(await souvenirNamed(cake.id)).toMatchObject({ handed: 4, left: 16 });
  });

  it('never goes below zero stock', async () => {
    const pin = await newSouvenir('Bros', 3, 'per_person');
    await checkIn(world.guestIds[4]!, 2);
    await checkIn(world.guestIds[5]!, 2);
    okData(await handOut(pin.id, world.guestIds[4]!), 201);
    expect(failureOf(await handOut(pin.id, world.guestIds[5]!))).toMatchObject({
      status: 409,
      message: 'Stok suvenir habis',
    });
    expect(await souvenirNamed(pin.id)).toMatchObject({ handed: 2, left: 1 });
  });

  it('keeps the stock at least what is handed when the owner edits it', async () => {
    const bag = await newSouvenir('Tas', 5, 'per_guest');
    okData(await handOut(bag.id, world.guestIds[0]!), 201);
    okData(await handOut(bag.id, world.guestIds[1]!), 201);
    const lowered = failureOf(
      await callAs(world.app, 'PUT', `/v1/guestbook/souvenir/${bag.id}`, world.owner, {
        name: 'Tas',
        stock: 1,
        rule: 'per_guest',
      }),
    );
    expect(lowered.status).toBe(400);
    expect(lowered.errors).toEqual([
      { field: 'stock', message: 'Stok tidak boleh kurang dari yang sudah diberikan (2)' },
    ]);
    const edited = await callAs(world.app, 'PUT', `/v1/guestbook/souvenir/${bag.id}`, world.owner, {
      name: 'Tas Kain',
      stock: 2,
      rule: 'per_guest',
    });
    expect(okData<Souvenir>(edited)).toMatchObject({ name: 'Tas Kain', stock: 2, handed: 2, left: 0 });
    expect(failureOf(await handOut(bag.id, world.guestIds[2]!)).message).toBe('Stok suvenir habis');
    okData(await callAs(world.app, 'DELETE', `/v1/guestbook/souvenir/${bag.id}`, world.owner));
    expect(failureOf(await handOut(bag.id, world.guestIds[3]!))).toMatchObject({
      status: 404,
      message: 'Suvenir tidak ditemukan',
    });
  });
});
