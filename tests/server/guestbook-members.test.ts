import { describe, expect, it } from 'vitest';
import type { CheckInResult, GuestbookTable } from '../../schemas/responses/guestbook';
import { invitationMembers } from '../../server/db/schema';
import { VIEWER_ONLY } from '../../server/services/invitations/ownership';
import { addGuests, checkInBody, guestbookPath, guestbookWorld } from './guestbook-fixture';
import { okData } from './guest-sample';
import { callAs, failureOf, registerOwner, type Owner } from './harness';
import { worldForThisFile } from './world-for-this-file';

/**
 * The venue guestbook of a shared invitation (docs/product.md#members): an editor manages it and
 * checks guests in under their own name; a viewer reads it and changes nothing.
 */

const world = worldForThisFile(async () => {
  const base = await guestbookWorld();
  /** An account that joined the invitation as `role` (the row an accepted link leaves). */
  const member = async (name: string, role: 'editor' | 'viewer'): Promise<Owner> => {
    const who = await registerOwner(base.app, name);
    await base.db.insert(invitationMembers).values({
      invitation_id: base.invitationId,
      user_id: who.user.id,
      role,
      accepted_at: new Date().toISOString(),
    });
    return who;
  };
  const guestIds = await addGuests(base.db, base.invitationId, 'anggota', [{}, {}]);
  return { ...base, guestIds, editor: await member('Ayu', 'editor'), viewer: await member('Adik', 'viewer') };
});

const path = (rest: string) => guestbookPath(world.invitationId, rest);

describe('the guestbook of a shared invitation', () => {
  it('lets an editor add a table and check a guest in under their own name', async () => {
    const table = okData<GuestbookTable>(
      await callAs(world.app, 'POST', path('table'), world.editor, { name: 'Meja Editor', capacity: 4 }),
      201,
    );
    expect(table.name).toBe('Meja Editor');
    const checkIn = okData<CheckInResult>(
      await callAs(world.app, 'POST', path('check-in'), world.editor, checkInBody(world.guestIds[0]!)),
      201,
    );
    expect(checkIn.check_in.usher_name).toBe('Ayu');
  });

  it('lets a viewer read the tables and the counts, and refuses their writes', async () => {
    expect((await callAs(world.app, 'GET', path('table'), world.viewer)).statusCode).toBe(200);
    expect((await callAs(world.app, 'GET', path('counts'), world.viewer)).statusCode).toBe(200);
    for (const [method, rest, body] of [
      ['POST', 'table', { name: 'Meja Penonton', capacity: 2 }],
      ['POST', 'check-in', checkInBody(world.guestIds[1]!)],
    ] as const) {
      expect(failureOf(await callAs(world.app, method, path(rest), world.viewer, body)), rest).toMatchObject({
        status: 403,
        message: VIEWER_ONLY,
      });
    }
  });
});
