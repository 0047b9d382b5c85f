import { and, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { OrderStatus } from '../../../schemas/entities/order.schema';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import { invitationPlans, invitationSections, invitations } from '../../db/schema';
import { paidUntilAfter } from './order-quote';
import { refreshActivePeriod } from './active-period';

export type OrderRow = typeof orders.$inferSelect;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * How far along a status is: an order only moves to a later one, so a replayed or late notification
 * changes nothing. A payment the gateway confirms wins over our own expiry or a failure (the money was
 * taken); a refund comes after a payment.
 */
const STEP: Record<OrderStatus, number> = { pending: 0, expired: 1, failed: 1, rejected: 1, paid: 2, refunded: 3 };

export type StatusChange = {
  status: OrderStatus;
  provider_status?: string;
  payment_type?: string;
  reason?: string;
};

/** The plan's days and the plan itself, applied to the root invitation and its versions at `at`. */
async function grantPlan(tx: Transaction, order: OrderRow, at: number) {
  const [root] = await tx.select().from(invitations).where(eq(invitations.id, order.invitation_id));
  const [plan] = await tx.select().from(invitationPlans).where(eq(invitationPlans.id, order.plan_id));
  if (!root || !plan) return;
  const paidUntil = paidUntilAfter(order.kind, root.paid_until, plan.expired_day, at);
  await tx
    .update(orders)
    .set({ before_plan_id: root.plan_id, before_paid_at: root.paid_at, before_paid_until: root.paid_until })
    .where(eq(orders.order_id, order.order_id));
  const family = or(eq(invitations.id, root.id), eq(invitations.parent_id, root.id));
  await tx
    .update(invitations)
    .set({
      plan_id: plan.id,
      paid_at: root.paid_at ?? new Date(at).toISOString(),
      paid_until: new Date(paidUntil).toISOString(),
    })
    .where(family);
  // A first payment of a lower plan than the one chosen: what it does not include goes inactive.
  if (order.kind === 'new') {
    const ids = (await tx.select({ id: invitations.id }).from(invitations).where(family)).map((r) => r.id);
    await tx
      .update(invitationSections)
      .set({ is_active: false })
      .where(and(inArray(invitationSections.invitation_id, ids), notInArray(invitationSections.slug, plan.section)));
  }
  const activeUntil = await refreshActivePeriod(tx, root.id);
  await tx.update(orders).set({ active_until: activeUntil }).where(eq(orders.order_id, order.order_id));
}

/** A refund puts back what the invitation held before the order; unpaid again, it returns to draft. */
async function revokePlan(tx: Transaction, order: OrderRow) {
  const unpaid = order.before_paid_at === null;
  await tx
    .update(invitations)
    .set({
      plan_id: order.before_plan_id,
      paid_at: order.before_paid_at,
      paid_until: order.before_paid_until,
      ...(unpaid && { status: 'draft' }),
    })
    .where(or(eq(invitations.id, order.invitation_id), eq(invitations.parent_id, order.invitation_id)));
  await refreshActivePeriod(tx, order.invitation_id);
}

/**
 * Moves an order to `change.status` under its row lock, if that is a later step than where it is
 * (two notifications at once are applied one after the other; the second finds nothing to do): a
 * payment grants the plan and its days, a refund takes them back. Answers the order as it now is, and
 * whether it changed.
 */
export async function applyOrderStatus(
  db: Database,
  orderId: string,
  change: StatusChange,
  at: number,
): Promise<{ order: OrderRow; changed: boolean } | null> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.order_id, orderId)).for('update');
    if (!order) return null;
    const later = STEP[change.status] > STEP[order.status];
    const sameWithNews =
      change.status === order.status &&
      ((change.provider_status ?? order.provider_status) !== order.provider_status ||
        (change.payment_type ?? order.payment_type) !== order.payment_type);
    if (!later && !sameWithNews) return { order, changed: false };
    const stamp = new Date(at).toISOString();
    const [updated] = await tx
      .update(orders)
      .set({
        status: change.status,
        provider_status: change.provider_status ?? order.provider_status,
        payment_type: change.payment_type ?? order.payment_type,
        reason: change.reason ?? order.reason,
        ...(change.status === 'paid' && later && { paid_at: stamp }),
        updated_at: stamp,
      })
      .where(eq(orders.order_id, orderId))
      .returning();
    if (later && change.status === 'paid') await grantPlan(tx, updated!, at);
    if (later && change.status === 'refunded' && order.status === 'paid') {
      const [kept] = await tx.select().from(orders).where(eq(orders.order_id, orderId));
      await revokePlan(tx, kept!);
    }
    const [final] = await tx.select().from(orders).where(eq(orders.order_id, orderId));
    return { order: final!, changed: later };
  });
}
