import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { SCREEN_LAG_MAX_SECONDS } from '../../schemas/requests/greeting-screen-report';
import { guests } from '../../server/db/schema';
import { addGuests, checkInBody, guestbookAtTheDoor, guestbookPath } from './guestbook-fixture';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/**
 * The hall display's report (docs/product.md#greeting-screen): PUT by the display (owner or usher),
 * read by the owner's dashboard; and what the check-ins tell the display of a guest (VIP, group).
 */
const world = worldForThisFile(() => guestbookAtTheDoor('sr', 2, 'Mas Dimas'));
const path = () => guestbookPath(world.invitationId, 'screen-report');
const figures = { waiting: 5, lag_seconds: 12, greeted: 40, skipped: 3 };

describe('the greeting screen report', () => {
  it('is null until a display reports, then the latest report with the server time', async () => {
    expect(okData(await callAs(world.app, 'GET', path(), world.owner))).toBeNull();
    const before = Date.now();
    const stored = okData<{ reported_at: string }>(await callAs(world.app, 'PUT', path(), world.usher, figures));
    expect(stored).toMatchObject(figures);
    expect(Date.parse(stored.reported_at)).toBeGreaterThanOrEqual(before - 1_000);
    expect(okData(await callAs(world.app, 'GET', path(), world.owner))).toEqual(stored);
    // A later report replaces it (one row per guestbook).
    const later = { waiting: 0, lag_seconds: 2, greeted: 45, skipped: 3 };
    okData(await callAs(world.app, 'PUT', path(), world.owner, later));
    expect(okData(await callAs(world.app, 'GET', path(), world.usher))).toMatchObject(later);
  });

  it('refuses figures outside their bounds, with the reason in Indonesian, and stores nothing', async () => {
    const refused = async (body: Record<string, number>) =>
      failureOf(await callAs(world.app, 'PUT', path(), world.usher, body));
    expect(await refused({ ...figures, lag_seconds: SCREEN_LAG_MAX_SECONDS + 1 })).toMatchObject({
      status: 400,
      errors: [{ field: 'lag_seconds', message: `Keterlambatan harus 0 sampai ${SCREEN_LAG_MAX_SECONDS} detik` }],
    });
    expect(await refused({ ...figures, waiting: -1 })).toMatchObject({ status: 400 });
    expect(await refused({ ...figures, greeted: 1.5 })).toMatchObject({ status: 400 });
    expect(await refused({ ...figures, extra: 1 })).toMatchObject({ status: 400 });
    expect(await refused({ waiting: 1 })).toMatchObject({ status: 400 });
    expect(okData(await callAs(world.app, 'GET', path(), world.owner))).not.toMatchObject({ waiting: -1 });
  });

  it("answers another owner's invitation as the guestbook calls do, never storing their figures", async () => {
    const other = guestbookPath(world.strangerInvitationId, 'screen-report');
    expect((await callAs(world.app, 'PUT', other, world.owner, figures)).statusCode).toBeGreaterThanOrEqual(403);
    expect((await callAs(world.app, 'PUT', other, world.usher, figures)).statusCode).toBeGreaterThanOrEqual(401);
    expect((await callAs(world.app, 'PUT', path(), undefined, figures)).statusCode).toBe(401);
  });

  it("tells the screen a check-in's VIP and group", async () => {
    const [vipId, familyId] = await addGuests(world.db, world.invitationId, 'srv', [
      { name: 'Pak Camat' },
      { name: 'Budi', group: 'Keluarga Budi' },
    ]);
    await world.db.update(guests).set({ vip: true }).where(eq(guests.id, vipId!));
    const checkIn = (guestId: string) =>
      callAs(world.app, 'POST', guestbookPath(world.invitationId, 'check-in'), world.usher, checkInBody(guestId));
    expect(okData(await checkIn(vipId!), 201)).toMatchObject({ check_in: { vip: true, guest_group: null } });
    expect(okData(await checkIn(familyId!), 201)).toMatchObject({
      check_in: { vip: false, guest_group: 'Keluarga Budi' },
    });
  });
});
