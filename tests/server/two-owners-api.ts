import { expect } from 'vitest';
import { callAs, serverWithTwoOwners, type CallArgs, type Json, type Owner } from './harness';
import { worldForThisFile } from './world-for-this-file';

/**
 * The API on the seeded demo with two owners (serverWithTwoOwners: `owner`, Raka, and `other`) for
 * this test file, with `call` to ask it as someone and `create` to make an invitation as an owner.
 */
export function twoOwnersForThisFile() {
  const world = worldForThisFile(serverWithTwoOwners);
  const call = (...args: CallArgs) => callAs(world.app, ...args);
  /** A new invitation of `who` (floral-whimsy, one event unless `body` says otherwise), created (201). */
  async function create(who: Owner, body: Json) {
    const response = await call('POST', '/v1/invitation', who, {
      theme: 'floral-whimsy',
      use_multiple_event: false,
      ...body,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as Json & { id: string; slug: string };
  }
  return { world, call, create };
}
