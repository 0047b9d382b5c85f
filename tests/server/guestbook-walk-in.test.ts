import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CheckInResult, GuestbookTable, Souvenir, VenueSnapshot } from '../../schemas/responses/guestbook';
import { guestbookTables, guests, invitations, souvenirHandouts } from '../../server/db/schema';
import { checkInBody, guestbookAtTheDoor, guestbookPath } from './guestbook-fixture';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/**
 * A walk-in gets a table and souvenirs like a listed guest (docs/product.md#guestbook): the walk-in
 * call seats them at a table of the invitation's venue, and the souvenirs follow as handouts.
 */

const world = worldForThisFile(() => guestbookAtTheDoor('wi', 2, 'Mbak Sari'));
const path = (rest: string) => guestbookPath(world.invitationId, rest);
const walkIn = (body: Record<string, unknown>) => callAs(world.app, 'POST', path('walk-in'), world.usher, body);
const walkInBody = (extra: Record<string, unknown> = {}) => ({
  ...checkInBody('x', 3),
  guest_id: randomUUID(),
  name: 'Bu Wati',
  ...extra,
});

describe('a walk-in with a table and souvenirs', () => {
  it('seats the walk-in at the chosen table and hands the souvenirs after the check-in', async () => {
    const table = okData<GuestbookTable>(
      await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Meja Anggrek', capacity: 6 }),
      201,
    );
    const fan = okData<Souvenir>(
      await callAs(world.app, 'POST', path('souvenir'), world.owner, { name: 'Kipas', stock: 5, rule: 'per_person' }),
      201,
    );
    const body = walkInBody({ table_id: table.id });
    const created = okData<CheckInResult>(await walkIn(body), 201);
    expect(created.check_in).toMatchObject({ guest_id: body.guest_id, table_name: 'Meja Anggrek', pax: 3 });
    const handout = { id: randomUUID(), souvenir_id: fan.id, guest_id: body.guest_id };
    okData(await callAs(world.app, 'POST', path('souvenir-handout'), world.usher, handout), 201);

    const [row] = await world.db.select().from(guests).where(eq(guests.id, body.guest_id));
    expect(row).toMatchObject({ table_id: table.id, walk_in: true });
    const handed = await world.db.select().from(souvenirHandouts).where(eq(souvenirHandouts.guest_id, body.guest_id));
    expect(handed).toMatchObject([{ souvenir_id: fan.id, quantity: 3 }]);
    const venue = okData<VenueSnapshot>(await callAs(world.app, 'GET', path('venue'), world.usher));
    expect(venue.guests.find((guest) => guest.id === body.guest_id)).toMatchObject({
      table_id: table.id,
      souvenir_ids: [fan.id],
    });
    expect(venue.tables.find((candidate) => candidate.id === table.id)?.guests).toBe(1);
  });

  it('refuses a table of another invitation (404) and adds no guest', async () => {
    const [other] = await world.db
      .select({ id: invitations.id })
      .from(invitations)
      .where(ne(invitations.id, world.invitationId))
      .limit(1);
    const [foreign] = await world.db
      .insert(guestbookTables)
      .values({ invitation_id: other!.id, name: `Meja lain ${randomUUID()}`, capacity: 4 })
      .returning({ id: guestbookTables.id });
    const body = walkInBody({ table_id: foreign!.id });
    const refused = failureOf(await walkIn(body));
    expect(refused).toMatchObject({ status: 404, message: 'Meja tidak ditemukan' });
    expect(
      await world.db
        .select()
        .from(guests)
        .where(and(eq(guests.id, body.guest_id))),
    ).toEqual([]);
    expect(failureOf(await walkIn(walkInBody({ table_id: 'x'.repeat(500) }))).status).toBe(400);
  });

  it('still takes a walk-in without a table', async () => {
    const body = walkInBody();
    okData<CheckInResult>(await walkIn(body), 201);
    const [row] = await world.db.select().from(guests).where(eq(guests.id, body.guest_id));
    expect(row?.table_id).toBeNull();
  });
});
