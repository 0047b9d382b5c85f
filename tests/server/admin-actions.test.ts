import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { operatorActions } from '../../server/db/payment-tables';
import { users } from '../../server/db/schema';
import { makeAdmin } from '../../server/services/admin/admin-account';
import { consoleForThisFile } from './admin-fixture';
import { registerOwner, scratchDatabase } from './harness';

/**
 * The operator log (docs/product.md#operator-console): every operator's write leaves one line (who,
 * what, on what, when) in its own transaction, a refused one none; and `npm run admin:create`, which
 * promotes an account or makes one with a password shown once, logged the same way.
 */

const { world, ok, okList, refused, invitationOf, transferOrder } = consoleForThisFile();
const run = promisify(execFile);
const ROOT_DIR = resolve(import.meta.dirname, '../..');

type Line = {
  action: string;
  target: string;
  detail: Record<string, unknown> | null;
  user: unknown;
  created_at: string;
};
const lines = async (query = '') =>
  okList<Line>(['GET', `/v1/admin/actions${query ? `?${query}` : ''}`, world.operator]);

describe('the operator log', () => {
  it('says who did what, on what and when, newest first', async () => {
    const started = Date.now();
    const account = { channel_type: 'BRI', account_number: '002301000123456', account_name: 'Undangan Digital' };
    const { data: added } = await ok<{ id: string }>(
      ['POST', '/v1/admin/transfer-accounts', world.operator, account],
      201,
    );
    await ok(['PUT', '/v1/admin/plans/fair', world.operator, { price: 59000 }]);
    const { id } = await invitationOf(world.owner);
    await ok(['POST', `/v1/admin/invitations/${id}/suspend`, world.operator, { reason: 'Foto tidak pantas' }]);
    const ended = Date.now();

    const { data, meta } = await lines('pageSize=3');
    expect(meta).toMatchObject({ page: 1, pageSize: 3 });
    const operator = { id: world.operator.user.id, name: 'Operator Satu', email: world.operatorEmail };
    expect(
      data
        .map(({ action, target, user }) => ({ action, target, user }))
        .sort((a, b) => a.action.localeCompare(b.action)),
    ).toEqual([
      { action: 'invitation.suspend', target: `invitation:${id}`, user: operator },
      { action: 'plan.update', target: 'plan:fair', user: operator },
      { action: 'transfer-account.create', target: `transfer-account:${added.id}`, user: operator },
    ]);
    for (const line of data) {
      expect(Date.parse(line.created_at)).toBeGreaterThanOrEqual(started - 1);
      expect(Date.parse(line.created_at)).toBeLessThanOrEqual(ended + 1);
    }
    const plan = (await lines('target=plan:fair')).data;
    expect(plan).toHaveLength(1);
    expect(plan[0]!.detail).toEqual({ before: { price: 49000 }, after: { price: 59000 } });
    const suspension = (await lines(`target=invitation:${id}`)).data[0]!;
    expect(suspension.detail).toMatchObject({ reason: 'Foto tidak pantas' });
    // The operator's own promotion, by `npm run admin:create`, is in it too.
    const promoted = (await lines(`target=user:${world.operator.user.id}`)).data;
    expect(promoted).toMatchObject([{ action: 'admin.promote', user: operator, detail: { role_before: 'owner' } }]);
  });

  it('holds nothing of a refused write', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    const before = (await lines()).meta!.total;
    expect(
      await refused(['POST', `/v1/admin/orders/${order.order_id}/refund`, world.operator, { reason: 'Uji' }]),
    ).toMatchObject({
      status: 409,
    });
    expect(await refused(['PUT', '/v1/admin/plans/fair', world.operator, { discount_price: 999999 }])).toMatchObject({
      status: 400,
    });
    expect((await lines()).meta!.total).toBe(before);
    await ok(['POST', `/v1/admin/orders/${order.order_id}/confirm`, world.operator, {}]);
    const [line] = (await lines(`target=order:${order.order_id}`)).data;
    expect(line).toMatchObject({ action: 'order.confirm', detail: { status: { from: 'pending', to: 'paid' } } });
  });
});

describe('npm run admin:create', () => {
  it('promotes an existing account, once', async () => {
    const ayu = await registerOwner(world.app, 'Ayu');
    const [row] = await world.db.select().from(users).where(eq(users.id, ayu.user.id));
    expect(await refused(['GET', '/v1/admin/orders', ayu])).toMatchObject({ status: 403 });
    expect(await makeAdmin(world.db, ` ${row!.email.toUpperCase()} `)).toEqual({
      outcome: 'promoted',
      userId: ayu.user.id,
      email: row!.email,
    });
    await ok(['GET', '/v1/admin/orders', ayu]);
    expect((await makeAdmin(world.db, row!.email)).outcome).toBe('already');
    const logged = await world.db.select().from(operatorActions).where(eq(operatorActions.user_id, ayu.user.id));
    expect(logged.map((line) => line.action)).toEqual(['admin.promote']);
  });

  it('makes a missing account with a password shown once, which signs in to the console', async () => {
    const email = `operator-${randomUUID().slice(0, 8)}@contoh.id`;
    const made = await makeAdmin(world.db, email);
    if (made.outcome !== 'created') throw new Error(`expected a new account, got ${made.outcome}`);
    expect(made.password).toMatch(/^[\w-]{24}$/);
    const login = await world.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: made.password },
    });
    expect(login.statusCode, login.body).toBe(200);
    const { user, access_token } = login.json().data as { user: { role: string }; access_token: string };
    expect(user.role).toBe('admin');
    await ok(['GET', '/v1/admin/users', { headers: { authorization: `Bearer ${access_token}` } }]);
    const [line] = (await lines(`target=user:${made.userId}`)).data;
    expect(line).toMatchObject({ action: 'admin.create', detail: { email, via: 'npm run admin:create' } });
  });

  it('runs as a command on the database of DATA_DIR or DATABASE_URL', { timeout: 120_000 }, async () => {
    const scratch = await scratchDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'admin-create-'));
    const env = scratch.url ? { DATABASE_URL: scratch.url } : { DATA_DIR: dataDir };
    const command = (...args: string[]) =>
      run(process.execPath, ['--import', 'tsx', 'scripts/admin-create.ts', ...args], {
        cwd: ROOT_DIR,
        env: { ...process.env, ...env },
      });
    try {
      await expect(command('bukan-email')).rejects.toMatchObject({ code: 1 });
      const { stdout } = await command('kasir@contoh.id');
      expect(stdout).toContain('Akun operator kasir@contoh.id dibuat');
      expect(stdout).toContain('segera ganti');
      expect((await command('kasir@contoh.id')).stdout).toContain('kasir@contoh.id sudah operator');
      const database = await openDatabase(scratch.url ? { url: scratch.url } : { dataDir: join(dataDir, 'db') });
      try {
        const [row] = await database.db.select().from(users).where(eq(users.email, 'kasir@contoh.id'));
        expect(row).toMatchObject({ role: 'admin', email_verified_at: expect.any(String) });
      } finally {
        await database.close();
      }
    } finally {
      await scratch.remove();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
