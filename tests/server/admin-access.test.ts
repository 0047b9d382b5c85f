import type { RouteOptions } from 'fastify';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { makeAdmin } from '../../server/services/admin/admin-account';
import { OPERATORS_ONLY } from '../../server/services/admin/operator-role';
import { callAs, failureOf, registerOwner, testServer, type CallArgs } from './harness';
import { worldForThisFile } from './world-for-this-file';

/**
 * The operator console's API answers operators only (docs/product.md#operator-console): every route
 * under /v1/admin (found as the app registers them, so a new one cannot slip through) refuses a
 * signed-out caller with 401 and an owner's account with 403 'Halaman ini khusus operator', before it
 * reads anything; the role is read on every request.
 */

/** Every route under /v1/admin as `METHOD url`. */
const adminRoutes: string[] = [];
const world = worldForThisFile(async () => {
  const server = await testServer({
    onRoute: (route: RouteOptions) => {
      if (!route.url.startsWith('/v1/admin')) return;
      for (const method of ([] as string[]).concat(route.method))
        if (method !== 'HEAD') adminRoutes.push(`${method} ${route.url}`);
    },
  });
  const owner = await registerOwner(server.app, 'Raka');
  const operator = await registerOwner(server.app, 'Operator');
  const [row] = await server.database.db.select().from(users).where(eq(users.id, operator.user.id));
  await makeAdmin(server.database.db, row!.email);
  return { server, owner, operator };
});

/** A route's call with its path parameters filled in and an empty body where it takes one. */
const callOf = (route: string, who?: { headers: Record<string, string> }): CallArgs => {
  const [method, url] = route.split(' ') as [CallArgs[0], string];
  const path = url.replace(':code', 'fair').replace(/:\w+/g, 'tidak-ada');
  return [method, path, who, method === 'GET' ? undefined : {}];
};

describe('the operator console’s API', () => {
  it('has a route for each subject', () => {
    expect(adminRoutes.sort()).toEqual([
      'DELETE /v1/admin/transfer-accounts/:id',
      'GET /v1/admin/actions',
      'GET /v1/admin/invitations',
      'GET /v1/admin/orders',
      'GET /v1/admin/plans',
      'GET /v1/admin/themes',
      'GET /v1/admin/transfer-accounts',
      'GET /v1/admin/users',
      'POST /v1/admin/invitations/:id/suspend',
      'POST /v1/admin/invitations/:id/unsuspend',
      'POST /v1/admin/orders/:order_id/confirm',
      'POST /v1/admin/orders/:order_id/refund',
      'POST /v1/admin/orders/:order_id/reject',
      'POST /v1/admin/transfer-accounts',
      'PUT /v1/admin/plans/:code',
    ]);
  });

  it('answers 401 to a caller not signed in, on every route', async () => {
    for (const route of adminRoutes) {
      const refused = failureOf(await callAs(world.server.app, ...callOf(route)));
      expect(refused, route).toEqual({ status: 401, message: 'Silakan masuk terlebih dahulu' });
    }
  });

  it('answers 403 to an owner’s account, on every route', async () => {
    for (const route of adminRoutes) {
      const refused = failureOf(await callAs(world.server.app, ...callOf(route, world.owner)));
      expect(refused, route).toEqual({ status: 403, message: OPERATORS_ONLY });
    }
  });

  it('answers an operator, and stops the moment the account is an owner’s again', async () => {
    const lists = adminRoutes.filter((route) => route.startsWith('GET'));
    for (const route of lists) {
      const response = await callAs(world.server.app, ...callOf(route, world.operator));
      expect(response.statusCode, `${route}: ${response.body}`).toBe(200);
    }
    const db = world.server.database.db;
    await db.update(users).set({ role: 'owner' }).where(eq(users.id, world.operator.user.id));
    const refused = failureOf(await callAs(world.server.app, 'GET', '/v1/admin/orders', world.operator));
    expect(refused).toEqual({ status: 403, message: OPERATORS_ONLY });
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, world.operator.user.id));
  });

  it('answers an operator’s write on something missing with 404, after checking who asks', async () => {
    const writes = adminRoutes.filter((route) => !route.startsWith('GET') && route.includes(':'));
    for (const route of writes.filter((r) => !r.includes(':code'))) {
      const [method, url, who] = callOf(route, world.operator);
      const body =
        route.includes('reject') || route.includes('refund') || route.includes('/suspend') ? { reason: 'Uji' } : {};
      const response = await callAs(world.server.app, method, url, who, body);
      expect(response.statusCode, `${route}: ${response.body}`).toBe(404);
    }
  });
});
