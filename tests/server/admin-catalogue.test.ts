import { describe, expect, it } from 'vitest';
import { syncCatalogue } from '../../server/db/seed';
import { PLAN_CATALOGUE } from '../../server/db/plan-catalogue';
import { DISCOUNT_NOT_LOWER } from '../../server/services/admin/admin-plans';
import { ACCOUNT_NOT_FOUND, ACCOUNT_TAKEN } from '../../server/services/admin/transfer-accounts';
import { consoleForThisFile } from './admin-fixture';
import { registerOwner, type Json } from './harness';

/**
 * What an operator sets in the console (docs/product.md#operator-console): the plans (kept across the
 * catalogue's run on every start, and what orders then cost), the accounts couples transfer to; and
 * what the console lists: the accounts and their invitations, the themes with how much they are used.
 */

const { world, ok, okList, refused, invitationOf } = consoleForThisFile();

describe('plans', () => {
  it('are listed whole and changed field by field, each change kept across a seed run', async () => {
    const plans = (await okList(['GET', '/v1/admin/plans', world.operator])).data;
    expect(plans.map((plan) => plan.code)).toEqual(['fair', 'mediaval', 'luxury']);

    const change = {
      price: 120000,
      discount_price: 89000,
      expired_day: 200,
      section: ['opening', 'couple', 'event', 'rsvp', 'footer'],
      description: '  Paket hemat untuk pernikahan sederhana  ',
    };
    const updated = (await ok(['PUT', '/v1/admin/plans/mediaval', world.operator, change])).data;
    expect(updated).toMatchObject({ ...change, description: 'Paket hemat untuk pernikahan sederhana' });
    await syncCatalogue(world.db);
    const mediaval = (await okList(['GET', '/v1/plan'])).data.find((p) => p.code === 'mediaval');
    expect(mediaval).toMatchObject({ ...change, description: 'Paket hemat untuk pernikahan sederhana' });
    expect(mediaval).toMatchObject({ color: PLAN_CATALOGUE.mediaval.color, tier: 2 });

    // What an order costs follows: the discount price when there is one.
    const { id } = await invitationOf(world.owner);
    const options = (await ok(['GET', `/v1/invitation/${id}/order/options`, world.owner])).data;
    expect((options.plans as { plan_code: string }[]).find((p) => p.plan_code === 'mediaval')).toMatchObject({
      gross_amount: 89000,
    });
    const ended = (await ok(['PUT', '/v1/admin/plans/mediaval', world.operator, { discount_price: null }])).data;
    expect(ended).not.toHaveProperty('discount_price');
    expect(ended.price).toBe(120000);
  });

  it('refuses what a plan cannot hold, saying where', async () => {
    const put = (body: Json, code = 'fair') => refused(['PUT', `/v1/admin/plans/${code}`, world.operator, body]);
    expect(await put({ discount_price: 49000 })).toMatchObject({
      status: 400,
      errors: [{ field: 'discount_price', message: DISCOUNT_NOT_LOWER }],
    });
    expect(await put({ add_ons: ['musik-live'] })).toMatchObject({
      status: 400,
      errors: [{ field: 'add_ons', message: 'Tambahan "musik-live" tidak dikenal' }],
    });
    expect(await put({ section: ['opening', 'sampul'] })).toMatchObject({ status: 400 });
    expect(await put({ expired_day: 0 })).toMatchObject({
      errors: [{ field: 'expired_day', message: 'Masa aktif 1 sampai 3.650 hari' }],
    });
    expect(await put({})).toMatchObject({ status: 400, message: 'Tidak ada yang diubah' });
    expect(await put({ code: 'emas' })).toMatchObject({ status: 400 });
    expect(await put({ price: 1 }, 'emas')).toMatchObject({ status: 400, message: 'code: Paket tidak dikenal' });
  });
});

describe('transfer accounts', () => {
  it('are added, listed and removed; the same bank and number once', async () => {
    const account = { channel_type: 'Mandiri', account_number: '1370012345678', account_name: ' CV Undangan Kita ' };
    const added = (await ok(['POST', '/v1/admin/transfer-accounts', world.operator, account], 201)).data;
    expect(added).toMatchObject({ ...account, account_name: 'CV Undangan Kita', id: expect.any(String) });
    expect(await refused(['POST', '/v1/admin/transfer-accounts', world.operator, account])).toMatchObject({
      status: 409,
      errors: [{ field: 'account_number', message: ACCOUNT_TAKEN }],
    });
    const listed = (await okList(['GET', '/v1/admin/transfer-accounts', world.operator])).data;
    expect(listed.map((row) => row.id)).toContain(added.id);

    const removed = (await ok(['DELETE', `/v1/admin/transfer-accounts/${added.id as string}`, world.operator])).data;
    expect(removed.id).toBe(added.id);
    expect(await refused(['DELETE', `/v1/admin/transfer-accounts/${added.id as string}`, world.operator])).toEqual({
      status: 404,
      message: ACCOUNT_NOT_FOUND,
    });
  });

  it('refuses a bank not on the list, a number that is not digits, a blank name', async () => {
    const refusal = await refused([
      'POST',
      '/v1/admin/transfer-accounts',
      world.operator,
      { channel_type: 'Bank Antah', account_number: '12-34', account_name: '  ' },
    ]);
    expect(refusal.errors).toEqual([
      { field: 'channel_type', message: 'Pilih bank dari daftar' },
      { field: 'account_number', message: 'Nomor rekening berisi 5 sampai 20 angka, tanpa spasi atau tanda baca' },
      { field: 'account_name', message: 'Nama pemilik rekening wajib diisi' },
    ]);
  });
});

describe('accounts and themes', () => {
  it('lists accounts newest first, searched, with their role and the invitations they own', async () => {
    const ayu = await registerOwner(world.app, 'Ayu Lestari');
    await invitationOf(ayu);
    await invitationOf(ayu);
    const found = await okList(['GET', '/v1/admin/users?q=lestari', world.operator]);
    expect(found.meta).toMatchObject({ total: 1 });
    expect(found.data[0]).toMatchObject({
      id: ayu.user.id,
      name: 'Ayu Lestari',
      role: 'owner',
      invitations: 2,
      created_at: expect.any(String),
    });
    const operators = (await okList(['GET', '/v1/admin/users?role=admin', world.operator])).data;
    expect(operators.map((row) => row.id)).toEqual([world.operator.user.id]);
  });

  it('lists the themes with whether they name a plan and how many invitations use them', async () => {
    const before = (await okList(['GET', '/v1/admin/themes', world.operator])).data;
    await invitationOf(world.owner);
    const after = (await okList(['GET', '/v1/admin/themes', world.operator])).data;
    const used = (rows: typeof before, slug: string) => rows.find((row) => row.slug === slug)!.used as number;
    expect(used(after, 'floral-whimsy')).toBe(used(before, 'floral-whimsy') + 1);
    expect(after.some((row) => row.restricted === true && row.plan !== null)).toBe(true);
    expect(after.every((row) => row.restricted === (row.plan !== null))).toBe(true);
  });
});
