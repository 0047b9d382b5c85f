import { randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckIn, CheckInResult, GuestbookCounts } from '../../schemas/responses/guestbook';
import { checkIns, guests } from '../../server/db/schema';
import { addGuests, checkInBody, guestbookAtTheDoor, guestbookPath, signedInUsher } from './guestbook-fixture';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/**
 * Checking guests in at the door (docs/product.md#guestbook): a device-made id makes a retry the
 * same check-in; a guest has one live check-in, so a second device is told of the first.
 */

const world = worldForThisFile(() => guestbookAtTheDoor('ci', 8, 'Mbak Rina'));

const checkIn = (body: object, who: { headers: Record<string, string> } = world.usher) =>
  callAs(world.app, 'POST', guestbookPath(world.invitationId, 'check-in'), who, body as Record<string, unknown>);
const liveRows = (guestId: string) =>
  world.db
    .select()
    .from(checkIns)
    .where(and(eq(checkIns.guest_id, guestId), isNull(checkIns.undone_at)));

describe('POST …/check-in', () => {
  it('creates (201), then answers a retry of the same id as same (200), never a second row', async () => {
    const body = checkInBody(world.guestIds[0]!, 3);
    const first = okData<CheckInResult>(await checkIn(body), 201);
    expect(first.result).toBe('created');
    expect(first.check_in).toMatchObject({
      id: body.id,
      guest_id: world.guestIds[0],
      guest_name: 'Tamu ci 1',
      table_name: null,
      pax: 3,
      usher_name: 'Mbak Rina',
      undone: false,
      checked_in_at: body.checked_in_at,
    });
    const retry = okData<CheckInResult>(await checkIn(body));
    expect(retry).toEqual({ result: 'same', check_in: first.check_in });
    expect(await liveRows(world.guestIds[0]!)).toHaveLength(1);
  });

  it('answers a second device already, with the first check-in (when and by whom)', async () => {
    const first = okData<CheckInResult>(await checkIn(checkInBody(world.guestIds[1]!, 2), world.owner), 201);
    expect(first.check_in.usher_name).toBe('Raka');
    const second = okData<CheckInResult>(await checkIn(checkInBody(world.guestIds[1]!, 5)));
    expect(second).toEqual({ result: 'already', check_in: first.check_in });
  });

  it('checks a guest in once when two devices send at the same moment', async () => {
    const answers = await Promise.all([
      checkIn(checkInBody(world.guestIds[2]!)),
      checkIn(checkInBody(world.guestIds[2]!), world.owner),
    ]);
    const results = answers.map((answer) => (answer.json() as { data: CheckInResult }).data.result).sort();
    expect(results).toEqual(['already', 'created']);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 201]);
    expect(await liveRows(world.guestIds[2]!)).toHaveLength(1);
  });

  it('tells a QR code of another invitation’s guest, or of no guest, apart: 404', async () => {
    const [strangersGuest] = await addGuests(world.db, world.strangerInvitationId, 'asing', [{}]);
    for (const guestId of [strangersGuest!, 'bukan-tamu']) {
      expect(failureOf(await checkIn(checkInBody(guestId)))).toMatchObject({
        status: 404,
        message: 'QR Code ini bukan tamu undangan ini',
      });
    }
  });

  it('refuses bad input in Indonesian', async () => {
    const bad = failureOf(await checkIn({ ...checkInBody(world.guestIds[3]!), pax: 0 }));
    expect(bad.status).toBe(400);
    expect(bad.errors).toContainEqual({ field: 'pax', message: 'Jumlah orang harus 1 sampai 100' });
  });
});

describe('the order check-ins commit in', () => {
  // PGlite runs one transaction at a time; on PostgreSQL a check-in taken while another of the same
  // invitation is still being written must wait for it, so its seq is never seen before a lower one.
  it.skipIf(!process.env.TEST_DATABASE_URL)('waits while another check-in of the invitation is written', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let taken!: () => void;
    const lockTaken = new Promise<void>((resolve) => (taken = resolve));
    const writer = world.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`check_ins:${world.invitationId}`}))`);
      taken();
      await held;
    });
    await lockTaken;
    let answered = false;
    const pending = checkIn(checkInBody(world.guestIds[6]!)).then((response) => {
      answered = true;
      return response;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(answered).toBe(false);
    release();
    await writer;
    expect(okData<CheckInResult>(await pending, 201).result).toBe('created');
  });
});

describe('DELETE /v1/guestbook/check-in/:id', () => {
  it('undoes a check-in, after which the guest may check in again', async () => {
    const first = okData<CheckInResult>(await checkIn(checkInBody(world.guestIds[4]!)), 201);
    const undone = okData<CheckIn>(
      await callAs(world.app, 'DELETE', `/v1/guestbook/check-in/${first.check_in.id}`, world.usher),
    );
    expect(undone).toMatchObject({ id: first.check_in.id, undone: true });
    expect(await liveRows(world.guestIds[4]!)).toHaveLength(0);
    const again = okData<CheckInResult>(await checkIn(checkInBody(world.guestIds[4]!, 2)), 201);
    expect(again.result).toBe('created');
    expect(await liveRows(world.guestIds[4]!)).toHaveLength(1);
    // The old id sent again is still the same (undone) check-in, not a new one.
    expect(
      okData<CheckInResult>(await checkIn({ ...checkInBody(world.guestIds[4]!), id: first.check_in.id })).result,
    ).toBe('same');
  });

  it('is refused to someone else and answers 404 for no such check-in', async () => {
    const first = okData<CheckInResult>(await checkIn(checkInBody(world.guestIds[5]!)), 201);
    const stranger = await signedInUsher(world.app, world.owner, world.invitationId, 'X');
    await callAs(world.app, 'DELETE', `/v1/guestbook/usher/${stranger.id}`, world.owner);
    expect(
      failureOf(await callAs(world.app, 'DELETE', `/v1/guestbook/check-in/${first.check_in.id}`, stranger)).status,
    ).toBe(401);
    expect(
      failureOf(await callAs(world.app, 'DELETE', `/v1/guestbook/check-in/${randomUUID()}`, world.usher)),
    ).toMatchObject({
      status: 404,
      message: 'Check-in tidak ditemukan',
    });
  });
});

describe('POST …/walk-in', () => {
  it('adds the guest and checks them in at once; a retry answers same and adds nothing', async () => {
    const before = okData<GuestbookCounts>(
      await callAs(world.app, 'GET', guestbookPath(world.invitationId, 'counts'), world.usher),
    );
    const body = { ...checkInBody('x', 2), guest_id: randomUUID(), name: 'Pak Joko', group: 'Tetangga' };
    const path = guestbookPath(world.invitationId, 'walk-in');
    const created = okData<CheckInResult>(await callAs(world.app, 'POST', path, world.usher, body), 201);
    expect(created.result).toBe('created');
    expect(created.check_in).toMatchObject({ guest_id: body.guest_id, guest_name: 'Pak Joko', pax: 2 });
    const retry = okData<CheckInResult>(await callAs(world.app, 'POST', path, world.usher, body));
    expect(retry).toEqual({ result: 'same', check_in: created.check_in });
    const [guest] = await world.db.select().from(guests).where(eq(guests.id, body.guest_id));
    expect(guest).toMatchObject({
      invitation_id: world.invitationId,
      name: 'Pak Joko',
      group: 'Tetangga',
      walk_in: true,
    });
    const after = okData<GuestbookCounts>(
      await callAs(world.app, 'GET', guestbookPath(world.invitationId, 'counts'), world.usher),
    );
    expect(after.guests - before.guests).toBe(1);
    expect(after.walk_ins - before.walk_ins).toBe(1);
    expect(after.arrived - before.arrived).toBe(1);
    expect(after.people - before.people).toBe(2);
  });
});
