import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { DoorCodeFlag } from '../../schemas/responses/door-code-flag';
import type { GuestbookCounts } from '../../schemas/responses/guestbook';
import { guestbookAtTheDoor, guestbookPath } from './guestbook-fixture';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/**
 * Single-use codes shown again at the door (docs/product.md#guestbook): an usher's flag, made on the
 * device (a retry is the same flag), counted in the day's counts and listed for the owner by name.
 */

const world = worldForThisFile(() => guestbookAtTheDoor('cf', 3, 'Pintu Selatan'));

const path = (rest: string) => guestbookPath(world.invitationId, rest);
const flag = (guestId: string, id: string = randomUUID()) =>
  callAs(world.app, 'POST', path('code-flag'), world.usher, { id, guest_id: guestId });
const counts = async () => okData<GuestbookCounts>(await callAs(world.app, 'GET', path('counts'), world.owner));

describe('POST …/code-flag', () => {
  it('records a flag (201) with the usher and time, a retry of its id once (200), counted and listed', async () => {
    const before = (await counts()).code_flags;
    const id = randomUUID();
    const stored = okData<DoorCodeFlag>(await flag(world.guestIds[0]!, id), 201);
    expect(stored).toMatchObject({
      id,
      guest_id: world.guestIds[0],
      guest_name: 'Tamu cf 1',
      usher_name: 'Pintu Selatan',
    });
    expect(Date.parse(stored.flagged_at)).not.toBeNaN();
    expect(okData<DoorCodeFlag>(await flag(world.guestIds[0]!, id))).toEqual(stored);
    expect((await counts()).code_flags).toBe(before + 1);
    const listed = okData<DoorCodeFlag[]>(await callAs(world.app, 'GET', path('code-flag'), world.owner));
    expect(listed.filter((item) => item.id === id)).toEqual([stored]);
  });

  it('refuses an id another flag took (409), a guest of no invitation of this one (404) and a non-UUID id (400)', async () => {
    const id = randomUUID();
    okData(await flag(world.guestIds[1]!, id), 201);
    expect(failureOf(await flag(world.guestIds[2]!, id))).toMatchObject({
      status: 409,
      message: 'ID tanda sudah dipakai',
    });
    expect(failureOf(await flag(randomUUID()))).toMatchObject({ status: 404 });
    expect(failureOf(await flag(world.guestIds[1]!, 'bukan-uuid'))).toMatchObject({
      status: 400,
      message: 'id: ID tanda harus UUID',
    });
  });

  it('needs a token of this invitation: none answers 401', async () => {
    const answer = await world.app.inject({
      method: 'POST',
      url: path('code-flag'),
      payload: { id: randomUUID(), guest_id: world.guestIds[0] },
    });
    expect(answer.statusCode).toBe(401);
  });
});
