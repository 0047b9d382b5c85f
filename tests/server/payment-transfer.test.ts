import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../server/db/payment-tables';
import { invitationMembers, invitations } from '../../server/db/schema';
import { ONLY_TRANSFERS, wrongStatus } from '../../server/services/admin/order-review';
import { CANCELLED_BY_OWNER, orderNotPending } from '../../server/services/payments/order-cancel';
import { GATEWAY_DOWN, ORDER_NOT_FOUND } from '../../server/services/payments/order-create';
import { TRANSFER_UNPROVEN } from '../../server/services/payments/order-recheck';
import { PAY_BEFORE_PUBLISH } from '../../server/services/payments/plan-paid';
import {
  PROOF_KEPT,
  PROOF_NOT_TRANSFER,
  PROOF_NOT_YOURS,
  PROOF_TOO_LATE,
  proofNotPending,
} from '../../server/services/payments/transfer-proof';
import { NOT_YOURS, OWNER_ONLY } from '../../server/services/invitations/ownership';
import { registerOwner, type Json, type Owner } from './harness';
import { consoleForThisFile } from './admin-fixture';

/**
 * Paying by bank transfer, end to end through the API (docs/product.md#bank-transfer): the couple
 * orders, sends the proof of their transfer to the operator's account, and an operator confirms it
 * (the plan is paid, publishing works) or rejects it with a reason the couple reads; a paid order
 * marked refunded takes the plan back; the couple may cancel an order that waits.
 */

const { world, ok, okList, refused, invitationOf, transferOrder, upload } = consoleForThisFile();
const HOUR = 3_600_000;

const publish = (who: Owner, id: string) =>
  ['PUT', `/v1/invitation/${id}/status`, who, { status: 'published' }] as const;
const proof = (who: Owner, orderId: string, proof_url: string) =>
  ['PUT', `/v1/order/${orderId}/proof`, who, { proof_url }] as const;
/** An operator's decision; a confirmation may come without a body (its note is optional). */
const decide = (orderId: string, step: string, body?: Json) =>
  ['POST', `/v1/admin/orders/${orderId}/${step}`, world.operator, body] as const;
const cancel = (who: Owner | undefined, orderId: string) => ['POST', `/v1/order/${orderId}/cancel`, who] as const;
const invitationRow = async (id: string) =>
  (await world.db.select().from(invitations).where(eq(invitations.id, id)))[0]!;

describe('a transfer confirmed by an operator', () => {
  it('goes from order to proof to paid, and the couple may publish', async () => {
    const account = { channel_type: 'BCA', account_number: '1234567890', account_name: 'PT Undangan Digital' };
    await ok(['POST', '/v1/admin/transfer-accounts', world.operator, account], 201);
    const { id } = await invitationOf(world.owner);
    const options = (await ok(['GET', `/v1/invitation/${id}/order/options`, world.owner])).data;
    expect(options.methods).toEqual(['transfer']);
    expect(options.transfer_accounts).toContainEqual(account);

    const order = await transferOrder(world.owner, id);
    expect(order).toMatchObject({ status: 'pending', method: 'transfer', kind: 'new', gross_amount: 99000 });
    expect(Date.parse(order.expires_at as string) - Date.parse(order.created_at as string)).toBe(72 * HOUR);
    expect(await refused(publish(world.owner, id))).toMatchObject({ status: 402, message: PAY_BEFORE_PUBLISH });

    const slip = await upload(world.owner);
    const sent = (await ok(proof(world.owner, order.order_id, slip))).data;
    expect(sent).toMatchObject({ order_id: order.order_id, status: 'pending', proof_url: slip });
    // A proof may be replaced while the order waits.
    const second = await upload(world.owner);
    expect((await ok(proof(world.owner, order.order_id, second))).data.proof_url).toBe(second);

    const listed = await okList(['GET', `/v1/admin/orders?status=pending&q=${order.order_id}`, world.operator]);
    expect(listed.meta).toEqual({ total: 1, page: 1, pageSize: 20 });
    expect(listed.data[0]).toMatchObject({
      order_id: order.order_id,
      plan_code: 'mediaval',
      gross_amount: 99000,
      method: 'transfer',
      provider_status: null,
      proof_url: second,
      owner: { id: world.owner.user.id, name: 'Raka' },
    });

    const confirmed = (await ok(decide(order.order_id, 'confirm', { note: 'Mutasi BCA 12/06' }))).data;
    expect(confirmed).toMatchObject({ status: 'paid', provider_status: 'manual', payment_type: 'bank_transfer' });
    const seen = (await ok(['GET', `/v1/order/${order.order_id}`, world.owner])).data;
    expect(seen).toMatchObject({ status: 'paid', provider_status: 'manual', paid_at: expect.any(String) });
    expect(await invitationRow(id)).toMatchObject({ paid_at: expect.any(String), expired_at: expect.any(String) });
    expect((await ok(publish(world.owner, id))).data).toMatchObject({ status: 'published' });

    // Decided once: a second confirmation, a rejection or another proof are refused.
    expect(await refused(decide(order.order_id, 'confirm'))).toEqual({
      status: 409,
      message: wrongStatus('pending', 'paid'),
    });
    expect(await refused(decide(order.order_id, 'reject', { reason: 'Salah' }))).toMatchObject({ status: 409 });
    expect(await refused(proof(world.owner, order.order_id, second))).toEqual({
      status: 409,
      message: proofNotPending('paid'),
    });
  });
});

describe('a transfer rejected by an operator', () => {
  it('tells the couple why, and lets them order again', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    await ok(proof(world.owner, order.order_id, await upload(world.owner)));
    expect(await refused(decide(order.order_id, 'reject', { reason: '   ' }))).toMatchObject({
      status: 400,
      errors: [{ field: 'reason', message: 'Alasan wajib diisi' }],
    });
    const reason = 'Dana belum masuk ke rekening BCA kami';
    expect((await ok(decide(order.order_id, 'reject', { reason }))).data).toMatchObject({ status: 'rejected', reason });

    const seen = (await okList(['GET', `/v1/invitation/${id}/order`, world.owner])).data;
    expect(seen[0]).toMatchObject({ order_id: order.order_id, status: 'rejected', reason, paid_at: null });
    expect((await invitationRow(id)).paid_at).toBeNull();
    expect(await refused(decide(order.order_id, 'confirm'))).toMatchObject({ status: 409 });
    // Nothing waits any more: a new order may be made.
    expect((await transferOrder(world.owner, id, 'fair')).status).toBe('pending');
  });
});

describe('a paid order marked refunded', () => {
  it('takes the plan back: the invitation is an unpaid draft again', async () => {
    const { id } = await invitationOf(world.owner);
    const before = await invitationRow(id);
    const order = await transferOrder(world.owner, id, 'luxury');
    await ok(decide(order.order_id, 'confirm'));
    await ok(publish(world.owner, id));
    expect(await refused(decide(order.order_id, 'refund', {}))).toMatchObject({
      status: 400,
      errors: [{ field: 'reason', message: 'Alasan wajib diisi' }],
    });
    const reason = 'Pasangan membatalkan, dana dikembalikan 12 Juni';
    expect((await ok(decide(order.order_id, 'refund', { reason }))).data).toMatchObject({ status: 'refunded', reason });
    expect(await invitationRow(id)).toMatchObject({
      plan_id: before.plan_id,
      paid_at: null,
      paid_until: null,
      expired_at: null,
      status: 'draft',
    });
    expect(await refused(publish(world.owner, id))).toMatchObject({ status: 402 });
    expect(await refused(decide(order.order_id, 'refund', { reason }))).toEqual({
      status: 409,
      message: wrongStatus('paid', 'refunded'),
    });
  });

  it('is refused for an order not paid', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    expect(await refused(decide(order.order_id, 'refund', { reason: 'Uji' }))).toEqual({
      status: 409,
      message: wrongStatus('paid', 'pending'),
    });
  });
});

describe('a proof of transfer', () => {
  it('is refused, each time saying why, unless it is the owner’s own upload on a waiting transfer', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    const stranger = await registerOwner(world.app, 'Orang Lain');
    const theirs = await upload(stranger);
    const notYours = { status: 400, message: `proof_url: ${PROOF_NOT_YOURS}` };
    expect(await refused(proof(world.owner, order.order_id, theirs))).toMatchObject(notYours);
    expect(await refused(proof(world.owner, order.order_id, '/media/ab/tidak-ada.webp'))).toMatchObject(notYours);
    expect(await refused(proof(world.owner, order.order_id, 'https://contoh.id/bukti.jpg'))).toMatchObject({
      status: 400,
      errors: [{ field: 'proof_url', message: 'Bukti transfer harus gambar yang Anda unggah' }],
    });
    expect(await refused(['PUT', `/v1/order/${order.order_id}/proof`, world.owner, {}])).toMatchObject({
      errors: [{ field: 'proof_url', message: 'Unggah bukti transfer dulu' }],
    });
    expect(await refused(proof(stranger, order.order_id, theirs))).toEqual({ status: 403, message: NOT_YOURS });
    expect(await refused(proof(world.owner, 'UND-20260101-TIDAKADA', theirs))).toEqual({
      status: 404,
      message: ORDER_NOT_FOUND,
    });
    expect(await refused(['PUT', `/v1/order/${order.order_id}/proof`, undefined, { proof_url: theirs }])).toMatchObject(
      { status: 401 },
    );
  });

  it('is only for a transfer, and the operator confirms or rejects only transfers', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    await world.db.update(orders).set({ method: 'midtrans' }).where(eq(orders.order_id, order.order_id));
    expect(await refused(proof(world.owner, order.order_id, await upload(world.owner)))).toEqual({
      status: 409,
      message: PROOF_NOT_TRANSFER,
    });
    expect(await refused(decide(order.order_id, 'confirm'))).toEqual({ status: 409, message: ONLY_TRANSFERS });
    expect(await refused(decide(order.order_id, 'reject', { reason: 'Uji' }))).toEqual({
      status: 409,
      message: ONLY_TRANSFERS,
    });
  });

  it('comes too late after the deadline: without one the order ends, with one it waits for the operator', async () => {
    const past = new Date(Date.now() - HOUR).toISOString();
    const first = await invitationOf(world.owner);
    const unproven = await transferOrder(world.owner, first.id, 'fair');
    await world.db.update(orders).set({ expires_at: past }).where(eq(orders.order_id, unproven.order_id));
    const slip = await upload(world.owner);
    expect(await refused(proof(world.owner, unproven.order_id, slip))).toEqual({
      status: 409,
      message: PROOF_TOO_LATE,
    });
    expect((await ok(['GET', `/v1/order/${unproven.order_id}`, world.owner])).data).toMatchObject({
      status: 'expired',
      reason: TRANSFER_UNPROVEN,
    });

    const second = await invitationOf(world.owner);
    const proven = await transferOrder(world.owner, second.id, 'fair');
    await ok(proof(world.owner, proven.order_id, slip));
    await world.db.update(orders).set({ expires_at: past }).where(eq(orders.order_id, proven.order_id));
    expect(await refused(proof(world.owner, proven.order_id, slip))).toEqual({ status: 409, message: PROOF_KEPT });
    expect((await ok(decide(proven.order_id, 'confirm'))).data.status).toBe('paid');
  });
});

describe('a couple cancelling an order that waits', () => {
  it('ends a transfer failed, keeps the proof sent on it, and lets the couple order again', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    const slip = await upload(world.owner);
    await ok(proof(world.owner, order.order_id, slip));
    const cancelled = (await ok(cancel(world.owner, order.order_id))).data;
    expect(cancelled).toMatchObject({
      order_id: order.order_id,
      status: 'failed',
      reason: CANCELLED_BY_OWNER,
      proof_url: slip,
      paid_at: null,
    });
    expect((await ok(['GET', `/v1/order/${order.order_id}`, world.owner])).data).toMatchObject({
      status: 'failed',
      reason: CANCELLED_BY_OWNER,
    });
    // Ended: no operator's decision, no other proof, no second cancellation.
    expect(await refused(decide(order.order_id, 'confirm'))).toEqual({
      status: 409,
      message: wrongStatus('pending', 'failed'),
    });
    expect(await refused(proof(world.owner, order.order_id, slip))).toEqual({
      status: 409,
      message: proofNotPending('failed'),
    });
    expect(await refused(cancel(world.owner, order.order_id))).toEqual({
      status: 409,
      message: orderNotPending('failed'),
    });
    expect((await invitationRow(id)).paid_at).toBeNull();
    // Nothing waits any more: a new order may be made at once.
    expect((await transferOrder(world.owner, id, 'mediaval')).status).toBe('pending');
  });

  it('is the owner’s alone: 403 for a member or a stranger, 404 for no such order, 401 signed out', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    const editor = await registerOwner(world.app, 'Ayu');
    await world.db.insert(invitationMembers).values({
      invitation_id: id,
      user_id: editor.user.id,
      role: 'editor',
      accepted_at: new Date().toISOString(),
    });
    const stranger = await registerOwner(world.app, 'Orang Lain');
    expect(await refused(cancel(editor, order.order_id))).toEqual({ status: 403, message: OWNER_ONLY });
    expect(await refused(cancel(stranger, order.order_id))).toEqual({ status: 403, message: NOT_YOURS });
    expect(await refused(cancel(world.owner, 'UND-20260101-TIDAKADA'))).toEqual({
      status: 404,
      message: ORDER_NOT_FOUND,
    });
    expect(await refused(cancel(undefined, order.order_id))).toMatchObject({ status: 401 });
    expect((await ok(['GET', `/v1/order/${order.order_id}`, world.owner])).data.status).toBe('pending');
  });

  it('is refused (409) once the order no longer waits: paid, rejected or expired', async () => {
    const paid = await transferOrder(world.owner, (await invitationOf(world.owner)).id, 'fair');
    await ok(decide(paid.order_id, 'confirm'));
    expect(await refused(cancel(world.owner, paid.order_id))).toEqual({
      status: 409,
      message: orderNotPending('paid'),
    });
    expect((await ok(['GET', `/v1/order/${paid.order_id}`, world.owner])).data.status).toBe('paid');

    const rejected = await transferOrder(world.owner, (await invitationOf(world.owner)).id, 'fair');
    await ok(decide(rejected.order_id, 'reject', { reason: 'Dana belum masuk' }));
    expect(await refused(cancel(world.owner, rejected.order_id))).toEqual({
      status: 409,
      message: orderNotPending('rejected'),
    });

    const expired = await transferOrder(world.owner, (await invitationOf(world.owner)).id, 'fair');
    await world.db.update(orders).set({ status: 'expired' }).where(eq(orders.order_id, expired.order_id));
    expect(await refused(cancel(world.owner, expired.order_id))).toEqual({
      status: 409,
      message: orderNotPending('expired'),
    });
  });

  it('of a Midtrans order while Midtrans is not configured: 502, nothing changed (it may have been paid)', async () => {
    const { id } = await invitationOf(world.owner);
    const order = await transferOrder(world.owner, id, 'fair');
    await world.db.update(orders).set({ method: 'midtrans' }).where(eq(orders.order_id, order.order_id));
    expect(await refused(cancel(world.owner, order.order_id))).toEqual({ status: 502, message: GATEWAY_DOWN });
    expect((await ok(['GET', `/v1/order/${order.order_id}`, world.owner])).data.status).toBe('pending');
  });
});
