import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VenueSnapshot } from '../../schemas/responses/guestbook';
import type { OwnerGuest } from '../../schemas/responses/owner-guests';
import { guestbookWorld, guestbookPath } from './guestbook-fixture';
import { callAs, failureOf, type Json } from './harness';
import { okData } from './guest-sample';
import { SETUP_TIMEOUT } from './invitation-sample';

/**
 * VIP guests in the owner's guest API (docs/product.md#guest-list, #guestbook): set by hand or from an
 * import, kept by a PUT that leaves it out, filtered in the list, and carried to the venue's devices.
 */

let world: Awaited<ReturnType<typeof guestbookWorld>>;
beforeAll(async () => {
  world = await guestbookWorld();
}, SETUP_TIMEOUT);
afterAll(() => world.server.close());

const guestsPath = () => `/v1/invitation/${world.invitationId}/guest`;
const add = async (payload: Json) =>
  okData<OwnerGuest>(await callAs(world.app, 'POST', guestsPath(), world.owner, payload), 201);
const listed = async (query: string) =>
  okData<OwnerGuest[]>(await callAs(world.app, 'GET', `${guestsPath()}?${query}`, world.owner)).map((g) => g.name);

describe('VIP guests', () => {
  it('are set by hand, kept by a PUT that leaves VIP out, and cleared by one that says no', async () => {
    const camat = await add({ name: 'Pak Camat', vip: true });
    expect(camat.vip).toBe(true);
    expect((await add({ name: 'Bu Lurah' })).vip).toBe(false);
    const renamed = okData<OwnerGuest>(
      await callAs(world.app, 'PUT', `/v1/guest/${camat.id}`, world.owner, { name: 'Bapak Camat' }),
    );
    expect(renamed).toMatchObject({ name: 'Bapak Camat', vip: true });
    const cleared = okData<OwnerGuest>(
      await callAs(world.app, 'PUT', `/v1/guest/${camat.id}`, world.owner, { name: 'Bapak Camat', vip: false }),
    );
    expect(cleared.vip).toBe(false);
    okData(await callAs(world.app, 'PUT', `/v1/guest/${camat.id}`, world.owner, { name: 'Bapak Camat', vip: true }));
  });

  it('refuses a VIP that is not yes or no', async () => {
    expect(
      failureOf(await callAs(world.app, 'POST', guestsPath(), world.owner, { name: 'X', vip: 'ya' })),
    ).toMatchObject({
      status: 400,
      errors: [{ field: 'vip', message: 'Tamu VIP harus ya atau tidak' }],
    });
  });

  it('come from an import and are filtered in the list', async () => {
    const imported = await callAs(world.app, 'POST', `${guestsPath()}/import`, world.owner, {
      guests: [{ name: 'Pak Haji', vip: true }, { name: 'Mas Joko' }],
    });
    expect(imported.json()).toMatchObject({ data: { added: 2, skipped: 0 } });
    expect((await listed('vip=vip&sort=name')).sort()).toEqual(['Bapak Camat', 'Pak Haji']);
    expect(await listed('vip=regular&sort=name')).toEqual(['Bu Lurah', 'Mas Joko']);
    expect(failureOf(await callAs(world.app, 'GET', `${guestsPath()}?vip=ya`, world.owner)).status).toBe(400);
  });

  it("reach the venue's devices in the snapshot", async () => {
    const snapshot = okData<VenueSnapshot>(
      await callAs(world.app, 'GET', guestbookPath(world.invitationId, 'venue'), world.owner),
    );
    const vipOf = Object.fromEntries(snapshot.guests.map((guest) => [guest.name, guest.vip]));
    expect(vipOf).toMatchObject({ 'Bapak Camat': true, 'Pak Haji': true, 'Bu Lurah': false, 'Mas Joko': false });
  });
});
