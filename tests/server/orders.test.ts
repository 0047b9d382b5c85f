import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../../server/db/payment-tables';
import { invitationPlans, invitations } from '../../server/db/schema';
import { syncCatalogue } from '../../server/db/seed';
import { applyOrderStatus } from '../../server/services/payments/order-status';
import { PAY_BEFORE_PUBLISH } from '../../server/services/payments/plan-paid';
import { PENDING_EXISTS } from '../../server/services/payments/order-create';
import { callAs, failureOf, registerOwner, testServer, type CallArgs, type Owner, type TestServer } from './harness';

/**
 * Paying for a plan without Midtrans (docs/product.md#payment): a new invitation is an unpaid draft
 * that cannot be published; an order is quoted with both dates, priced by kind, one at a time, the
 * owner's alone; once paid the plan and its days apply (never ending before a week after the main
 * event, and moving the wedding earlier gives the extra days back); a refund takes them back.
 */

const DAY = 86_400_000;
let server: TestServer;
let owner: Owner;
let editor: Owner;
const call = (...args: CallArgs) => callAs(server.app, ...args);
type OrderJson = { order_id: string; status: string; kind: string; gross_amount: number; method: string };

async function newInvitation(slug: string, plan_code = 'mediaval') {
  const response = await call('POST', '/v1/invitation', owner, {
    slug,
    theme: 'floral-whimsy',
    use_multiple_event: false,
    plan_code,
  });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: { id: string } }).data.id;
}

const rootRow = async (id: string) =>
  (await server.database.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

beforeAll(async () => {
  server = await testServer();
  await syncCatalogue(server.database.db);
  owner = await registerOwner(server.app, 'Raka');
  editor = await registerOwner(server.app, 'Sinta');
});
afterAll(() => server.close());

describe('a new invitation', () => {
  it('is an unpaid draft with no end, and publishing it asks for the payment (402)', async () => {
    const id = await newInvitation('belum-bayar');
    expect(await rootRow(id)).toMatchObject({ paid_at: null, paid_until: null, expired_at: null });
    const published = await call('PUT', `/v1/invitation/${id}/status`, owner, { status: 'published' });
    expect(failureOf(published)).toEqual({
      status: 402,
      message: PAY_BEFORE_PUBLISH,
      errors: [{ field: 'status', message: PAY_BEFORE_PUBLISH }],
    });
  });
});

describe('ordering a plan', () => {
  it('quotes every plan with its kind, amount and both dates, the wedding counted', async () => {
    const id = await newInvitation('dengan-acara');
    const wedding = new Date(Date.now() + 400 * DAY).toISOString();
    const event = { invitation_id: id, label: 'Resepsi', start_date: wedding, venue: 'Gedung', address: 'Jl. Mawar 1' };
    expect((await call('POST', '/v1/invitation/event', owner, { ...event, is_main_event: true })).statusCode).toBe(201);
    const answer = await call('GET', `/v1/invitation/${id}/order/options`, owner);
    expect(answer.statusCode, answer.body).toBe(200);
    const { plans, methods } = (answer.json() as { data: { plans: Json[]; methods: string[] } }).data;
    // Without MIDTRANS_* keys the couple pays by transfer.
    expect(methods).toEqual(['transfer']);
    const byCode = Object.fromEntries(plans.map((p) => [p.plan_code, p]));
    expect(byCode.fair).toMatchObject({ kind: 'new', gross_amount: 49000, refusal: null });
    expect(byCode.luxury).toMatchObject({ kind: 'new', gross_amount: 199000 });
    // 180 days would end before the wedding: it stays open until a week after it.
    expect(Date.parse(byCode.mediaval!.active_until as string)).toBe(Date.parse(wedding) + 7 * DAY);
    // 365 days reach past it.
    const luxuryEnd =
      Date.parse(byCode.luxury!.active_until as string) - Date.parse(byCode.luxury!.active_from as string);
    expect(luxuryEnd).toBe(
      Math.max(365 * DAY, Date.parse(wedding) + 7 * DAY - Date.parse(byCode.luxury!.active_from as string)),
    );
  });

  it('makes a pending transfer order of the plan’s price, one at a time, and lists it', async () => {
    const id = await newInvitation('pesan-satu');
    const created = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'mediaval' });
    expect(created.statusCode, created.body).toBe(201);
    const order = (created.json() as { data: OrderJson & { expires_at: string } }).data;
    expect(order).toMatchObject({ status: 'pending', kind: 'new', gross_amount: 99000, method: 'transfer' });
    expect(order.order_id).toMatch(/^UND-\d{8}-[A-Z2-9]{8}$/);
    expect(Date.parse(order.expires_at) - Date.now()).toBeGreaterThan(71 * 3_600_000);
    const second = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'luxury' });
    expect(failureOf(second)).toMatchObject({ status: 409, message: `${PENDING_EXISTS} (${order.order_id})` });
    const listed = await call('GET', `/v1/invitation/${id}/order`, owner);
    expect((listed.json() as { data: OrderJson[] }).data.map((o) => o.order_id)).toEqual([order.order_id]);
    const read = await call('GET', `/v1/order/${order.order_id}`, owner);
    expect((read.json() as { data: OrderJson }).data.status).toBe('pending');
  });

  it('is the owner’s alone, and an order is read only by who may read its invitation', async () => {
    const id = await newInvitation('punya-raka');
    const refused = await call('POST', `/v1/invitation/${id}/order`, editor, { plan_code: 'fair' });
    expect(refused.statusCode).toBe(403);
    const created = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'fair' });
    const { order_id } = (created.json() as { data: OrderJson }).data;
    expect((await call('GET', `/v1/order/${order_id}`, editor)).statusCode).toBe(403);
    expect((await call('GET', `/v1/order/${order_id}`)).statusCode).toBe(401);
    expect(failureOf(await call('GET', '/v1/order/UND-TIDAK-ADA', owner))).toMatchObject({ status: 404 });
  });

  it('refuses a plan the theme or guestbook needs more than, an unknown add-on, and Midtrans when not set', async () => {
    const id = await newInvitation('buku-tamu', 'luxury');
    await server.database.db.update(invitations).set({ use_guestbook: true }).where(eq(invitations.id, id));
    const fair = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'fair' });
    expect(failureOf(fair)).toMatchObject({ status: 403, message: 'Buku tamu hanya tersedia di paket Luxury' });
    const addOn = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'luxury', add_ons: ['video'] });
    expect(failureOf(addOn)).toMatchObject({ status: 400, message: 'Tambahan "video" tidak tersedia di paket ini' });
    const midtrans = await call('POST', `/v1/invitation/${id}/order`, owner, {
      plan_code: 'luxury',
      method: 'midtrans',
    });
    expect(failureOf(midtrans)).toMatchObject({ status: 400, message: 'Pembayaran lewat Midtrans belum tersedia' });
    expect((await server.database.db.select().from(orders).where(eq(orders.invitation_id, id))).length).toBe(0);
  });
});

describe('a paid order', () => {
  it('grants the plan and its days, publishes, follows the wedding date, and a refund takes it back', async () => {
    const id = await newInvitation('lunas');
    const created = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'luxury' });
    const { order_id } = (created.json() as { data: OrderJson }).data;
    const paidAt = Date.now();
    const paid = await applyOrderStatus(
      server.database.db,
      order_id,
      { status: 'paid', provider_status: 'manual' },
      paidAt,
    );
    expect(paid?.changed).toBe(true);
    const row = await rootRow(id);
    expect(Date.parse(row.paid_until!)).toBe(paidAt + 365 * DAY);
    expect(Date.parse(row.expired_at!)).toBe(paidAt + 365 * DAY);
    expect((await call('PUT', `/v1/invitation/${id}/status`, owner, { status: 'published' })).statusCode).toBe(200);

    // A wedding after the paid days keeps it open a week after; moving it earlier gives them back.
    const late = new Date(paidAt + 500 * DAY).toISOString();
    const event = { invitation_id: id, label: 'Akad', start_date: late, venue: 'Masjid', address: 'Jl. Melati 2' };
    const added = await call('POST', '/v1/invitation/event', owner, { ...event, is_main_event: true });
    const eventId = (added.json() as { data: { id: string } }).data.id;
    expect(Date.parse((await rootRow(id)).expired_at!)).toBe(Date.parse(late) + 7 * DAY);
    const early = new Date(paidAt + 100 * DAY).toISOString();
    const { invitation_id: _id, ...fields } = event;
    const moved = await call('PUT', `/v1/invitation/event/${eventId}`, owner, {
      ...fields,
      start_date: early,
      is_main_event: true,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(Date.parse((await rootRow(id)).expired_at!)).toBe(paidAt + 365 * DAY);

    // The same answer again changes nothing.
    expect((await applyOrderStatus(server.database.db, order_id, { status: 'paid' }, paidAt + DAY))?.changed).toBe(
      false,
    );
    expect(Date.parse((await rootRow(id)).paid_until!)).toBe(paidAt + 365 * DAY);

    const refunded = await applyOrderStatus(
      server.database.db,
      order_id,
      { status: 'refunded', reason: 'Batal' },
      paidAt + DAY,
    );
    expect(refunded?.order.status).toBe('refunded');
    expect(await rootRow(id)).toMatchObject({ paid_at: null, paid_until: null, expired_at: null, status: 'draft' });
  });

  it('upgrades for the difference and extends by the plan’s days after the current end', async () => {
    const id = await newInvitation('naik-paket', 'mediaval');
    const pay = async (plan_code: string, at: number) => {
      const created = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code });
      const order = (created.json() as { data: OrderJson }).data;
      await applyOrderStatus(server.database.db, order.order_id, { status: 'paid' }, at);
      return order;
    };
    const start = Date.now();
    expect(await pay('mediaval', start)).toMatchObject({ kind: 'new', gross_amount: 99000 });
    expect(await pay('luxury', start + DAY)).toMatchObject({ kind: 'upgrade', gross_amount: 100000 });
    expect(Date.parse((await rootRow(id)).paid_until!)).toBe(start + DAY + 365 * DAY);
    expect(await pay('luxury', start + 2 * DAY)).toMatchObject({ kind: 'extension', gross_amount: 199000 });
    expect(Date.parse((await rootRow(id)).paid_until!)).toBe(start + DAY + 730 * DAY);
    const lower = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'fair' });
    expect(failureOf(lower)).toMatchObject({
      status: 400,
      message: 'Paket Luxury tidak dapat diturunkan ke paket Fair',
    });
  });
});

describe('an order with nothing to pay', () => {
  it('is paid at once: an upgrade to a plan an operator priced alike', async () => {
    const db = server.database.db;
    const id = await newInvitation('sama-harga', 'mediaval');
    const first = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'mediaval' });
    await applyOrderStatus(db, (first.json() as { data: OrderJson }).data.order_id, { status: 'paid' }, Date.now());
    await db.update(invitationPlans).set({ discount_price: 99000 }).where(eq(invitationPlans.code, 'luxury'));
    try {
      const upgrade = await call('POST', `/v1/invitation/${id}/order`, owner, { plan_code: 'luxury' });
      expect(upgrade.statusCode, upgrade.body).toBe(201);
      expect((upgrade.json() as { data: Json }).data).toMatchObject({
        kind: 'upgrade',
        gross_amount: 0,
        status: 'paid',
        provider_status: 'free',
      });
      const [plan] = await db.select().from(invitationPlans).where(eq(invitationPlans.code, 'luxury'));
      expect((await rootRow(id)).plan_id).toBe(plan!.id);
    } finally {
      await db.update(invitationPlans).set({ discount_price: null }).where(eq(invitationPlans.code, 'luxury'));
    }
  });
});

type Json = Record<string, unknown>;
