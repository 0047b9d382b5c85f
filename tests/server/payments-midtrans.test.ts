import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../server/db/payment-tables';
import { invitationPlans, invitations } from '../../server/db/schema';
import { syncCatalogue } from '../../server/db/seed';
import type { MidtransSettings } from '../../server/services/payments/midtrans-gateway';
import { FORGED_NOTIFICATION, NO_TRANSACTION } from '../../server/services/payments/midtrans-notification';
import { ALREADY_PAID, CANCELLED_BY_OWNER } from '../../server/services/payments/order-cancel';
import { GATEWAY_DOWN, ORDER_NOT_FOUND } from '../../server/services/payments/order-create';
import {
  MIDTRANS_UNPAID,
  ORDER_RECHECK_JOB,
  TRANSFER_UNPROVEN,
  type RecheckTimings,
} from '../../server/services/payments/order-recheck';
import { eventually } from './eventually';
import { callAs, registerOwner, testServer, type Owner, type TestServer } from './harness';
import { SETUP_TIMEOUT } from './invitation-sample';
import { startMidtransServer, type FakeMidtrans } from './midtrans-server';

/**
 * Paying through Midtrans, end to end (docs/product.md#midtrans): the product calls a
 * Midtrans-compatible server of the test's (Snap, Get Status) over HTTP, and hears its signed
 * notifications on a real port. Every status path, a forgery, a replay, a late older status, another
 * amount, two notifications at once, the couple's cancellation (through Midtrans's Cancel API), and
 * the job that re-checks orders no notification told of.
 */

const SERVER_KEY = 'SB-Mid-server-kunci-uji';
const PUBLIC_URL = 'https://undangan.test';
const DAY = 86_400_000;

type Product = { server: TestServer; app: FastifyInstance; url: string };
type Couple = { owner: Owner; id: string };

async function startProduct(midtrans: FakeMidtrans, recheck: Partial<RecheckTimings>, now?: () => number) {
  const settings: MidtransSettings = {
    serverKey: SERVER_KEY,
    clientKey: 'SB-Mid-client-kunci-uji',
    isProduction: false,
    apiUrl: midtrans.url,
    snapUrl: midtrans.url,
    recheck,
  };
  const server = await testServer({
    midtrans: settings,
    publicUrl: PUBLIC_URL,
    jobs: { pollingIntervalSeconds: 0.2 },
    now,
  });
  await syncCatalogue(server.database.db);
  const url = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return { server, app: server.app, url };
}

let slugs = 0;
/** A new owner with a new (unpaid, draft) invitation. */
async function newCouple(app: FastifyInstance): Promise<Couple> {
  const owner = await registerOwner(app, 'Raka');
  const response = await callAs(app, 'POST', '/v1/invitation', owner, {
    slug: `bayar-${++slugs}-${Date.now()}`,
    theme: 'floral-whimsy',
    use_multiple_event: false,
  });
  expect(response.statusCode, response.body).toBe(201);
  return { owner, id: (response.json() as { data: { id: string } }).data.id };
}

type OrderAnswer = {
  order_id: string;
  status: string;
  method: string;
  gross_amount: number;
  redirect_url: string;
  snap_token: string;
  expires_at: string;
};

async function placeOrder(app: FastifyInstance, couple: Couple, plan_code = 'mediaval', method = 'midtrans') {
  const response = await callAs(app, 'POST', `/v1/invitation/${couple.id}/order`, couple.owner, { plan_code, method });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: OrderAnswer }).data;
}

function tables(product: () => Product) {
  const db = () => product().server.database.db;
  return {
    order: async (id: string) => (await db().select().from(orders).where(eq(orders.order_id, id)))[0]!,
    invitation: async (id: string) => (await db().select().from(invitations).where(eq(invitations.id, id)))[0]!,
    planId: async (code: string) =>
      (await db().select().from(invitationPlans).where(eq(invitationPlans.code, code)))[0]!.id,
  };
}

type Running = { midtrans: FakeMidtrans; product: Product };

/** For a describe's tests: a fake Midtrans and the product on it, started before them and closed after. */
function runningProduct(recheck: Partial<RecheckTimings>, now?: () => number): Running {
  const running = {} as Running;
  beforeAll(async () => {
    running.midtrans = await startMidtransServer(SERVER_KEY);
    running.product = await startProduct(running.midtrans, recheck, now);
  }, SETUP_TIMEOUT);
  afterAll(async () => {
    await running.product?.server.close();
    await running.midtrans?.close();
  });
  return running;
}

/** A couple with a Midtrans order of `plan`, and what the couple did on Snap. */
async function paying({ midtrans, product }: Running, state?: Parameters<FakeMidtrans['set']>[1], plan = 'mediaval') {
  const couple = await newCouple(product.app);
  const order = await placeOrder(product.app, couple, plan);
  if (state) midtrans.set(order.order_id, state);
  return { couple, order };
}

describe('Midtrans notifications', () => {
  // Re-checks far off: here only the notifications move an order.
  const running = runningProduct({ firstSeconds: 3600, repeatSeconds: 3600 });
  const read = tables(() => running.product);
  const notify = (orderId: string, words?: Parameters<FakeMidtrans['notify']>[2]) =>
    running.midtrans.notify(running.product.url, orderId, words);

  it('opens Snap for a new order: its page and token, the amount, the order’s expiry and the way back', async () => {
    const { couple, order } = await paying(running);
    expect(order).toMatchObject({ status: 'pending', gross_amount: 99_000, method: 'midtrans' });
    expect(order.redirect_url).toBe(`${running.midtrans.url}/snap/v4/redirection/${order.snap_token}`);
    const asked = running.midtrans.snapRequests.at(-1)!;
    expect(asked).toMatchObject({
      transaction_details: { order_id: order.order_id, gross_amount: 99_000 },
      // The plan's code names the item (its product_id once an operator sets one).
      item_details: [{ id: 'mediaval', price: 99_000, quantity: 1 }],
      expiry: { unit: 'minute', duration: 24 * 60 },
      callbacks: { finish: `${PUBLIC_URL}/invitation/${couple.id}?order=${order.order_id}` },
    });
    expect((asked.expiry as { start_time: string }).start_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d \+0700$/);
    expect(await read.order(order.order_id)).toMatchObject({
      redirect_url: order.redirect_url,
      snap_token: order.snap_token,
    });
  });

  it('settlement: paid, the plan granted, and the invitation may be published', async () => {
    const { couple, order } = await paying(running);
    const publish = () =>
      callAs(running.product.app, 'PUT', `/v1/invitation/${couple.id}/status`, couple.owner, { status: 'published' });
    expect((await publish()).statusCode).toBe(402);
    running.midtrans.set(order.order_id, { transaction_status: 'settlement', payment_type: 'bank_transfer' });
    expect(await notify(order.order_id)).toEqual({
      status: 200,
      body: { data: { order_id: order.order_id, status: 'paid' } },
    });
    expect(await read.order(order.order_id)).toMatchObject({
      status: 'paid',
      provider_status: 'settlement',
      payment_type: 'bank_transfer',
    });
    const invitation = await read.invitation(couple.id);
    expect(invitation.plan_id).toBe(await read.planId('mediaval'));
    expect(invitation.paid_at).not.toBeNull();
    expect(invitation.expired_at).not.toBeNull();
    expect(Date.parse(invitation.paid_until!) - Date.parse(invitation.paid_at!)).toBe(180 * DAY);
    const published = await publish();
    expect(published.statusCode, published.body).toBe(200);
  });

  it('a card captured with its fraud check accepted: paid', async () => {
    const { order } = await paying(running, {
      transaction_status: 'capture',
      fraud_status: 'accept',
      payment_type: 'credit_card',
    });
    expect((await notify(order.order_id)).body).toEqual({ data: { order_id: order.order_id, status: 'paid' } });
  });

  it('a capture the fraud check challenges stays pending (the operator decides on Midtrans)', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'capture', fraud_status: 'challenge' });
    expect((await notify(order.order_id)).body).toEqual({ data: { order_id: order.order_id, status: 'pending' } });
    expect(await read.order(order.order_id)).toMatchObject({ status: 'pending', provider_status: 'capture' });
    expect((await read.invitation(couple.id)).paid_at).toBeNull();
  });

  it('pending: stays pending, with how the couple chose to pay', async () => {
    const { order } = await paying(running, { transaction_status: 'pending', payment_type: 'qris' });
    expect((await notify(order.order_id)).body).toEqual({ data: { order_id: order.order_id, status: 'pending' } });
    expect(await read.order(order.order_id)).toMatchObject({ provider_status: 'pending', payment_type: 'qris' });
  });

  it('expire: expired, and the couple may order again', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'expire' });
    expect((await notify(order.order_id)).body).toEqual({ data: { order_id: order.order_id, status: 'expired' } });
    await placeOrder(running.product.app, couple);
  });

  it.each(['cancel', 'deny', 'failure'])('%s: failed, nothing granted', async (transaction_status) => {
    const { couple, order } = await paying(running, { transaction_status });
    expect((await notify(order.order_id)).body).toEqual({ data: { order_id: order.order_id, status: 'failed' } });
    expect(await read.order(order.order_id)).toMatchObject({ status: 'failed', provider_status: transaction_status });
    expect((await read.invitation(couple.id)).paid_at).toBeNull();
  });

  it('refund after the payment: refunded, and the invitation is back to an unpaid draft', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement' });
    await notify(order.order_id);
    const published = await callAs(running.product.app, 'PUT', `/v1/invitation/${couple.id}/status`, couple.owner, {
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    running.midtrans.set(order.order_id, { transaction_status: 'refund' });
    expect((await notify(order.order_id)).body).toEqual({ data: { order_id: order.order_id, status: 'refunded' } });
    expect(await read.invitation(couple.id)).toMatchObject({
      status: 'draft',
      plan_id: null,
      paid_at: null,
      paid_until: null,
      expired_at: null,
    });
  });

  it('a forged signature: 403, Midtrans never asked, nothing changed', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement' });
    const asked = running.midtrans.statusAsked.length;
    expect(await running.midtrans.notifyForged(running.product.url, order.order_id)).toEqual({
      status: 403,
      body: expect.objectContaining({ message: FORGED_NOTIFICATION }),
    });
    expect(running.midtrans.statusAsked.length).toBe(asked);
    expect(await read.order(order.order_id)).toMatchObject({ status: 'pending', provider_status: null });
    expect((await read.invitation(couple.id)).paid_at).toBeNull();
  });

  it('a replay: the same answer, and the plan granted once', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement' });
    const first = await notify(order.order_id);
    const paid = await read.invitation(couple.id);
    const orderPaid = await read.order(order.order_id);
    expect(await notify(order.order_id)).toEqual(first);
    expect(await read.invitation(couple.id)).toEqual(paid);
    expect(await read.order(order.order_id)).toEqual(orderPaid);
  });

  it('an older status after a newer one changes nothing: a late “pending” after the settlement', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement' });
    await notify(order.order_id);
    const paid = await read.invitation(couple.id);
    // A late notification in older words; Midtrans's Get Status says settled.
    expect((await notify(order.order_id, { transaction_status: 'pending' })).body).toEqual({
      data: { order_id: order.order_id, status: 'paid' },
    });
    // Even a Get Status that lags behind (still pending) moves nothing back.
    running.midtrans.set(order.order_id, { transaction_status: 'pending' });
    expect((await notify(order.order_id)).body).toEqual({ data: { order_id: order.order_id, status: 'paid' } });
    expect(await read.order(order.order_id)).toMatchObject({ status: 'paid', provider_status: 'settlement' });
    expect(await read.invitation(couple.id)).toEqual(paid);
  });

  it('another amount than the order’s: refused, nothing changed', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement', gross_amount: '49000.00' });
    expect(await notify(order.order_id)).toEqual({
      status: 400,
      body: expect.objectContaining({
        message: 'Jumlah pembayaran di Midtrans (Rp 49.000) tidak sama dengan jumlah pesanan (Rp 99.000)',
      }),
    });
    expect(await read.order(order.order_id)).toMatchObject({ status: 'pending', provider_status: null });
    expect((await read.invitation(couple.id)).paid_at).toBeNull();
  });

  it('two notifications at once: one grant (an extension adds its days once)', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement' }, 'fair');
    await notify(order.order_id);
    const before = Date.parse((await read.invitation(couple.id)).paid_until!);
    const extension = await placeOrder(running.product.app, couple, 'fair');
    running.midtrans.set(extension.order_id, { transaction_status: 'settlement' });
    const answers = await Promise.all([notify(extension.order_id), notify(extension.order_id)]);
    for (const answer of answers) {
      expect(answer).toEqual({ status: 200, body: { data: { order_id: extension.order_id, status: 'paid' } } });
    }
    expect(await read.order(extension.order_id)).toMatchObject({ kind: 'extension', status: 'paid' });
    expect(Date.parse((await read.invitation(couple.id)).paid_until!) - before).toBe(90 * DAY);
  });

  it('a signed notification Get Status cannot confirm (Midtrans has no transaction): 409, nothing changed', async () => {
    const { couple, order } = await paying(running);
    expect(await notify(order.order_id, { transaction_status: 'settlement' })).toEqual({
      status: 409,
      body: expect.objectContaining({ message: NO_TRANSACTION }),
    });
    expect(await read.order(order.order_id)).toMatchObject({ status: 'pending', provider_status: null });
    expect((await read.invitation(couple.id)).paid_at).toBeNull();
  });

  it('an order that is not ours: 404', async () => {
    const { order } = await paying(running, { transaction_status: 'settlement' });
    const body = { ...running.midtrans.notificationOf(order.order_id) };
    await running.product.server.database.db.delete(orders).where(eq(orders.order_id, order.order_id));
    const response = await running.product.app.inject({
      method: 'POST',
      url: '/v1/payment/midtrans/notification',
      payload: body,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ message: ORDER_NOT_FOUND });
  });

  it('Snap down: 502, the order failed, and the couple may try again', async () => {
    const couple = await newCouple(running.product.app);
    running.midtrans.setSnapDown(true);
    try {
      const response = await callAs(running.product.app, 'POST', `/v1/invitation/${couple.id}/order`, couple.owner, {
        plan_code: 'mediaval',
        method: 'midtrans',
      });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toMatchObject({ message: GATEWAY_DOWN });
    } finally {
      running.midtrans.setSnapDown(false);
    }
    const listed = await callAs(running.product.app, 'GET', `/v1/invitation/${couple.id}/order`, couple.owner);
    expect((listed.json() as { data: { status: string; reason: string }[] }).data).toMatchObject([
      { status: 'failed', reason: GATEWAY_DOWN },
    ]);
    await placeOrder(running.product.app, couple);
  });
});

describe('a couple cancelling a Midtrans order', () => {
  const running = runningProduct({ firstSeconds: 3600, repeatSeconds: 3600 });
  const read = tables(() => running.product);
  const cancel = (couple: Couple, orderId: string) =>
    callAs(running.product.app, 'POST', `/v1/order/${orderId}/cancel`, couple.owner);
  const asked = (list: string[], orderId: string) => list.filter((id) => id === orderId).length;

  it('with no transaction yet (Snap left): failed at once, nothing to cancel at Midtrans, a new order may follow', async () => {
    const { couple, order } = await paying(running);
    const response = await cancel(couple, order.order_id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { order_id: order.order_id, status: 'failed', reason: CANCELLED_BY_OWNER, provider_status: null },
    });
    expect(asked(running.midtrans.statusAsked, order.order_id)).toBe(1);
    expect(asked(running.midtrans.cancelAsked, order.order_id)).toBe(0);
    await placeOrder(running.product.app, couple);
  });

  it('pending at Midtrans: cancelled there, then failed as Get Status says; its notification changes nothing', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'pending', payment_type: 'bank_transfer' });
    const response = await cancel(couple, order.order_id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      data: { status: 'failed', provider_status: 'cancel', payment_type: 'bank_transfer', reason: CANCELLED_BY_OWNER },
    });
    expect(asked(running.midtrans.cancelAsked, order.order_id)).toBe(1);
    // Midtrans tells of its cancel as of any status.
    expect((await running.midtrans.notify(running.product.url, order.order_id)).body).toEqual({
      data: { order_id: order.order_id, status: 'failed' },
    });
    expect(await read.order(order.order_id)).toMatchObject({ status: 'failed', reason: CANCELLED_BY_OWNER });
    expect((await read.invitation(couple.id)).paid_at).toBeNull();
    await placeOrder(running.product.app, couple);
  });

  it('already settled at Midtrans: never cancelled, paid, and 409 with the paid order', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement', payment_type: 'qris' });
    const response = await cancel(couple, order.order_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: ALREADY_PAID,
      data: { order_id: order.order_id, status: 'paid', provider_status: 'settlement', paid_at: expect.any(String) },
    });
    expect(asked(running.midtrans.cancelAsked, order.order_id)).toBe(0);
    expect((await read.invitation(couple.id)).plan_id).toBe(await read.planId('mediaval'));
  });

  it('paid between its Get Status and its cancel: Midtrans refuses the cancel, and the order is paid (409)', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'pending', payment_type: 'qris' });
    running.midtrans.beforeNextCancel((id) =>
      running.midtrans.set(id, { transaction_status: 'settlement', payment_type: 'qris' }),
    );
    const response = await cancel(couple, order.order_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ message: ALREADY_PAID, data: { status: 'paid' } });
    expect(asked(running.midtrans.cancelAsked, order.order_id)).toBe(1);
    expect((await read.invitation(couple.id)).paid_at).not.toBeNull();
  });

  it('of another amount at Midtrans: 409, nothing cancelled or changed (an operator’s question)', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'pending', gross_amount: '49000.00' });
    const response = await cancel(couple, order.order_id);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: 'Jumlah pembayaran di Midtrans (Rp 49.000) tidak sama dengan jumlah pesanan (Rp 99.000)',
    });
    expect(asked(running.midtrans.cancelAsked, order.order_id)).toBe(0);
    expect(await read.order(order.order_id)).toMatchObject({ status: 'pending', provider_status: null });
  });
});

describe('without Midtrans', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await testServer();
  }, SETUP_TIMEOUT);
  afterAll(() => server?.close());

  it('the notification URL answers 404', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/payment/midtrans/notification',
      payload: {
        order_id: 'UND-1',
        status_code: '200',
        gross_amount: '1.00',
        signature_key: 'x',
        transaction_status: 'settlement',
      },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the re-check job', () => {
  /** The server's clock runs this far ahead of the real one. */
  let ahead = 0;
  const running = runningProduct({ firstSeconds: 1, repeatSeconds: 1, graceSeconds: 600 }, () => Date.now() + ahead);
  const read = tables(() => running.product);
  /** Sets the server's clock to `seconds` past the order's expiry. */
  const pastExpiry = (expiresAt: string, seconds: number) => {
    ahead = Date.parse(expiresAt) + seconds * 1000 - Date.now();
  };
  /** Whether the order's chain of checks has ended: no check of it waits or runs. */
  async function checksEnded(orderId: string) {
    const waiting = await running.product.server.database.db.execute(
      sql`select id from pgboss.job where name = ${ORDER_RECHECK_JOB} and data->>'order_id' = ${orderId} and state in ('created', 'retry', 'active')`,
    );
    expect((waiting as { rows: unknown[] }).rows).toEqual([]);
  }

  it('settles an order no notification told of', async () => {
    const { couple, order } = await paying(running, { transaction_status: 'settlement' });
    await eventually(async () => expect((await read.order(order.order_id)).status).toBe('paid'), 15_000);
    expect((await read.invitation(couple.id)).paid_at).not.toBeNull();
    await eventually(() => checksEnded(order.order_id), 15_000);
  });

  it('expires a Midtrans order past its expiry when the couple never paid on Snap', async () => {
    const { order } = await paying(running);
    pastExpiry(order.expires_at, 1);
    await eventually(async () => {
      expect(await read.order(order.order_id)).toMatchObject({ status: 'expired', reason: MIDTRANS_UNPAID });
    }, 15_000);
  });

  it('gives one Midtrans still calls pending a grace after its expiry, then expires it', async () => {
    const { order } = await paying(running, { transaction_status: 'pending', payment_type: 'bank_transfer' });
    pastExpiry(order.expires_at, 60);
    const asked = running.midtrans.statusAsked.filter((id) => id === order.order_id).length;
    // Two more looks inside the grace: still pending.
    await eventually(async () => {
      expect(running.midtrans.statusAsked.filter((id) => id === order.order_id).length).toBeGreaterThan(asked + 1);
    }, 15_000);
    expect(await read.order(order.order_id)).toMatchObject({ status: 'pending', payment_type: 'bank_transfer' });
    pastExpiry(order.expires_at, 601);
    await eventually(async () => {
      expect(await read.order(order.order_id)).toMatchObject({ status: 'expired', reason: MIDTRANS_UNPAID });
    }, 15_000);
  });

  it('expires a transfer without proof at its expiry; one with a proof waits for the operator', async () => {
    const unproven = await placeOrder(
      running.product.app,
      await newCouple(running.product.app),
      'mediaval',
      'transfer',
    );
    const proven = await placeOrder(running.product.app, await newCouple(running.product.app), 'mediaval', 'transfer');
    await running.product.server.database.db
      .update(orders)
      .set({ proof_url: '/media/bukti.webp' })
      .where(eq(orders.order_id, proven.order_id));
    // Past both expiries (the second order is the later one).
    pastExpiry(proven.expires_at, 1);
    await eventually(async () => {
      expect(await read.order(unproven.order_id)).toMatchObject({ status: 'expired', reason: TRANSFER_UNPROVEN });
    }, 15_000);
    await eventually(() => checksEnded(proven.order_id), 15_000);
    expect((await read.order(proven.order_id)).status).toBe('pending');
  });
});
