import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import type { OrderMethod } from '../../../schemas/entities/order.schema';
import type { CreateOrderRequest } from '../../../schemas/requests/orders';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import { invitationPlans, invitations, users } from '../../db/schema';
import { badRequest, conflict, HttpError, notFound } from '../../http/http-error';
import { planByCode } from '../invitations/invitation-rules';
import { assertGuestbookAllowed, assertThemeAllowed, planDisplayName, planOf } from '../invitations/plan-rules';
import type { InvitationRow } from '../invitations/ownership';
import { mainEventStartsOf } from './active-period';
import { ADD_ON_CATALOGUE } from './add-ons';
import { quoteOrder } from './order-quote';
import type { PaymentGateway } from './payment-gateway';
import { applyOrderStatus, type OrderRow } from './order-status';

const HOUR = 3_600_000;
/** How long an order waits for its payment: a day on Midtrans's page, three days for a transfer and its proof. */
export const ORDER_LIFETIME_HOURS: Record<OrderMethod, number> = { midtrans: 24, transfer: 72 };
export const PENDING_EXISTS = 'Masih ada pesanan yang menunggu pembayaran';
const NO_MIDTRANS = 'Pembayaran lewat Midtrans belum tersedia';
export const GATEWAY_DOWN = 'Midtrans sedang tidak dapat dihubungi. Coba lagi sebentar lagi.';

/** A public order id Midtrans accepts (letters, digits and dashes, at most 50): UND-20261206-K3F9Q2ZD. */
function newOrderId(now: number): string {
  const day = new Date(now).toISOString().slice(0, 10).replaceAll('-', '');
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const tail = [...randomBytes(8)].map((b) => alphabet[b % alphabet.length]).join('');
  return `UND-${day}-${tail}`;
}

/** Each add-on asked for, with its price: only the plan's own (docs/product.md#payment). */
function addOnPrices(plan: { add_ons: string[] }, asked: readonly string[] = []): Record<string, number> {
  return Object.fromEntries(
    asked.map((code) => {
      const addOn = ADD_ON_CATALOGUE[code];
      if (!addOn || !plan.add_ons.includes(code)) {
        const message = `Tambahan "${code}" tidak tersedia di paket ini`;
        throw badRequest(message, [{ field: 'add_ons', message }]);
      }
      return [code, addOn.price];
    }),
  );
}

/** What ordering a plan for this root invitation would cost and give, at `now` (also shown before paying). */
export async function quoteFor(db: Database, root: InvitationRow, planCode: string, addOns: string[], now: number) {
  const target = await planByCode(db, planCode);
  const paid = { plan: await planOf(db, root.plan_id), paid_at: root.paid_at, paid_until: root.paid_until };
  const quote = quoteOrder(paid, target, addOnPrices(target, addOns), await mainEventStartsOf(db, root.id), now);
  return { target, quote };
}

export type OrderContext = { gateway: PaymentGateway | null; publicUrl: string; now: number };

/**
 * A new order for a root invitation (docs/product.md#payment), pending: one at a time per invitation;
 * the plan must allow what the invitation uses (its theme, its guestbook). With Midtrans, its payment
 * page is opened at once and the couple sent there; a transfer waits for its proof.
 */
export async function createOrder(
  db: Database,
  userId: string,
  root: InvitationRow,
  request: CreateOrderRequest,
  context: OrderContext,
): Promise<OrderRow> {
  const method = request.method ?? (context.gateway ? 'midtrans' : 'transfer');
  if (method === 'midtrans' && !context.gateway)
    throw badRequest(NO_MIDTRANS, [{ field: 'method', message: NO_MIDTRANS }]);
  const { target, quote } = await quoteFor(db, root, request.plan_code, request.add_ons ?? [], context.now);
  await assertThemeAllowed(db, root.theme, target);
  if (root.use_guestbook) await assertGuestbookAllowed(db, target);
  const [pending] = await db
    .select({ order_id: orders.order_id })
    .from(orders)
    .where(and(eq(orders.invitation_id, root.id), eq(orders.status, 'pending')));
  if (pending) throw conflict(`${PENDING_EXISTS} (${pending.order_id})`);
  const order_id = newOrderId(context.now);
  const expires_at = new Date(context.now + ORDER_LIFETIME_HOURS[method] * HOUR).toISOString();
  const [order] = await db
    .insert(orders)
    .values({
      order_id,
      invitation_id: root.id,
      user_id: userId,
      plan_id: target.id,
      kind: quote.kind,
      add_ons: request.add_ons ?? [],
      gross_amount: quote.gross_amount,
      method,
      expires_at,
      active_until: new Date(quote.active_until).toISOString(),
      created_at: new Date(context.now).toISOString(),
      updated_at: new Date(context.now).toISOString(),
    })
    .returning();
  // Nothing to pay (an upgrade to a plan priced alike): granted at once; no gateway takes Rp 0.
  if (quote.gross_amount === 0) {
    const granted = await applyOrderStatus(db, order_id, { status: 'paid', provider_status: 'free' }, context.now);
    return granted!.order;
  }
  if (method !== 'midtrans' || !context.gateway) return order!;
  const [owner] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  const page = await context.gateway
    .start({
      order_id,
      gross_amount: quote.gross_amount,
      item_id: target.product_id ?? target.code,
      item_name: `Paket ${planDisplayName(target)} – ${root.slug}`,
      customer: { name: owner?.name ?? '', email: owner?.email ?? '' },
      created_at: new Date(context.now).toISOString(),
      expires_at,
      finish_url: `${context.publicUrl}/invitation/${root.id}?order=${order_id}`,
    })
    .catch(async (error: unknown) => {
      // Nothing was paid: the order ends at once, so the couple may try again.
      await db
        .update(orders)
        .set({ status: 'failed', reason: GATEWAY_DOWN, updated_at: new Date(context.now).toISOString() })
        .where(eq(orders.order_id, order_id));
      throw Object.assign(new HttpError(502, GATEWAY_DOWN), { cause: error });
    });
  const [started] = await db.update(orders).set(page).where(eq(orders.order_id, order_id)).returning();
  return started!;
}

/** A root invitation's orders, newest first, with their plans' codes. */
export async function ordersOf(db: Database, rootId: string) {
  return db
    .select({ order: orders, plan_code: invitationPlans.code })
    .from(orders)
    .innerJoin(invitationPlans, eq(invitationPlans.id, orders.plan_id))
    .where(eq(orders.invitation_id, rootId))
    .orderBy(desc(orders.created_at));
}

/** One order with its plan's code and its invitation's owner; 404 'Pesanan tidak ditemukan'. */
export async function orderById(db: Database, orderId: string) {
  const [found] = await db
    .select({ order: orders, plan_code: invitationPlans.code, owner_id: invitations.user_id })
    .from(orders)
    .innerJoin(invitationPlans, eq(invitationPlans.id, orders.plan_id))
    .innerJoin(invitations, eq(invitations.id, orders.invitation_id))
    .where(eq(orders.order_id, orderId));
  if (!found) throw notFound(ORDER_NOT_FOUND);
  return found;
}

export const ORDER_NOT_FOUND = 'Pesanan tidak ditemukan';
