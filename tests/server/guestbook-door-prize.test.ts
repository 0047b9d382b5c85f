import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckInResult } from '../../schemas/responses/guestbook';
import type { DoorPrizeDraw } from '../../schemas/responses/guestbook-door-prize';
import { checkIns } from '../../server/db/schema';
import { doorPrizeDraws } from '../../server/db/venue-desk-tables';
import { checkInBody, guestbookAtTheDoor, guestbookPath } from './guestbook-fixture';
import { guestbookClient } from './guestbook-socket-client';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/**
 * The door prize (docs/product.md#guestbook): a winner drawn only among the guests present (checked
 * in, not undone, not checked out) who have not won, never the same guest twice, even for draws at
 * the same moment; 409 when nobody is left; a removed draw makes its guest drawable again; another
 * owner's invitation refused; each draw told to the invitation's sockets.
 */

const world = worldForThisFile(() => guestbookAtTheDoor('dp', 16, 'Mbak Sari'));
beforeAll(() => world.app.listen({ port: 0, host: '127.0.0.1' }));

const path = (rest = 'door-prize') => guestbookPath(world.invitationId, rest);
const draw = (prize?: string, who: { headers: Record<string, string> } = world.owner) =>
  callAs(world.app, 'POST', path(), who, prize === undefined ? {} : { prize });
const drawn = async (prize?: string) => okData<DoorPrizeDraw>(await draw(prize), 201);
const winners = async () => okData<DoorPrizeDraw[]>(await callAs(world.app, 'GET', path(), world.owner));
const checkIn = async (n: number) =>
  okData<CheckInResult>(
    await callAs(world.app, 'POST', path('check-in'), world.usher, checkInBody(world.guestIds[n]!)),
    201,
  ).check_in;
const nobodyLeft = { status: 409, message: 'Belum ada tamu hadir yang bisa diundi' };

describe('door prize', () => {
  it('answers 409 while nobody is present', async () => {
    expect(failureOf(await draw('Kipas'))).toEqual(nobodyLeft);
  });

  it('draws only the guests present, each once, then 409', async () => {
    await Promise.all([0, 1, 2, 3].map(checkIn));
    const undone = await checkIn(4);
    expect((await callAs(world.app, 'DELETE', `/v1/guestbook/check-in/${undone.id}`, world.usher)).statusCode).toBe(
      200,
    );
    // Guests 2 and 3 went home.
    await world.db
      .update(checkIns)
      .set({ checked_out_at: new Date().toISOString() })
      .where(inArray(checkIns.guest_id, [world.guestIds[2]!, world.guestIds[3]!]));

    const first = await drawn('  Kulkas  ');
    const second = await drawn();
    expect([first.guest_id, second.guest_id].sort()).toEqual([world.guestIds[0], world.guestIds[1]].sort());
    expect(first).toMatchObject({ prize: 'Kulkas', guest_name: expect.stringMatching(/^Tamu dp /), table_name: null });
    expect(second.prize).toBeNull();
    expect(failureOf(await draw())).toEqual(nobodyLeft);
    expect((await winners()).map((w) => w.id)).toEqual([second.id, first.id]);
  });

  it('makes a guest drawable again once their draw is removed, and only the owner removes one', async () => {
    const [latest] = await winners();
    const refused = await callAs(world.app, 'DELETE', `/v1/guestbook/door-prize/${latest!.id}`, world.usher);
    expect(refused.statusCode).toBe(403);
    const removed = await callAs(world.app, 'DELETE', `/v1/guestbook/door-prize/${latest!.id}`, world.owner);
    expect(removed.statusCode).toBe(204);
    expect((await winners()).map((w) => w.id)).not.toContain(latest!.id);
    // An usher may draw too.
    const again = okData<DoorPrizeDraw>(await draw('Payung', world.usher), 201);
    expect(again.guest_id).toBe(latest!.guest_id);
    expect(
      failureOf(await callAs(world.app, 'DELETE', `/v1/guestbook/door-prize/${latest!.id}`, world.owner)).status,
    ).toBe(404);
  });

  it('never draws one guest twice when draws come at the same moment', async () => {
    await Promise.all([5, 6, 7, 8, 9, 10, 11, 12].map(checkIn));
    const answers = await Promise.all(Array.from({ length: 10 }, () => draw('Voucher')));
    const codes = answers.map((answer) => answer.statusCode).sort();
    // Eight guests were left to draw: eight winners, then nobody.
    expect(codes).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 409, 409]);
    const guestIds = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => (a.json() as { data: DoorPrizeDraw }).data.guest_id);
    expect(new Set(guestIds).size).toBe(8);
    const rows = await world.db
      .select()
      .from(doorPrizeDraws)
      .where(eq(doorPrizeDraws.invitation_id, world.invitationId));
    expect(new Set(rows.map((row) => row.guest_id)).size).toBe(rows.length);
    expect(rows).toHaveLength(10);
  });

  it("refuses another owner's invitation and draws", async () => {
    const [any] = await winners();
    const stranger = [
      await draw('Kipas', world.other),
      await callAs(world.app, 'GET', path(), world.other),
      await callAs(world.app, 'DELETE', `/v1/guestbook/door-prize/${any!.id}`, world.other),
      await callAs(world.app, 'POST', `/v1/guestbook/door-prize/${any!.id}/show`, world.other),
    ];
    for (const answer of stranger) expect([403, 404]).toContain(answer.statusCode);
    expect(await winners()).toHaveLength(10);
  });

  it('checks the prize name', async () => {
    expect(failureOf(await draw('x'.repeat(101)))).toMatchObject({
      status: 400,
      errors: [{ field: 'prize', message: 'Nama hadiah maksimal 100 karakter' }],
    });
  });

  it("tells the invitation's sockets of each draw, and again when shown", async () => {
    await checkIn(13);
    const token = world.usher.session.token;
    const client = await guestbookClient(world.app, {
      type: 'hello',
      token,
      invitation_id: world.invitationId,
      since: 0,
      catch_up: false,
    });
    await client.next('ready');
    const winner = await drawn('Sepeda');
    expect((await client.next('door-prize')).draw).toEqual(winner);
    const after = client.messages.length;
    const shown = await callAs(world.app, 'POST', `/v1/guestbook/door-prize/${winner.id}/show`, world.owner);
    expect(shown.statusCode).toBe(204);
    expect((await client.next('door-prize', after)).draw).toEqual(winner);
    await client.close();
  });
});
