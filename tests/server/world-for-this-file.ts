import { afterAll, beforeAll } from 'vitest';
import type { TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';

/**
 * A test file's world on the API (a test server and what `build` put in it), built before the file's
 * tests and closed after them. Read it inside a test or a later hook: it is empty until then.
 */
export function worldForThisFile<World extends { server: TestServer }>(build: () => Promise<World>): World {
  const world = {} as World;
  beforeAll(async () => {
    Object.assign(world, await build());
  }, SETUP_TIMEOUT);
  afterAll(() => world.server?.close());
  return world;
}
