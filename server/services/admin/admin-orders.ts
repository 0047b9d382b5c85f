import { and, count, eq, ilike, or } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AdminOrderListQuery } from '../../../schemas/requests/admin';
import type { AdminOrder } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import { invitationPlans, invitations, users } from '../../db/schema';
import { orderEntity } from '../payments/order-entity';
import { newestFirstPage, pageOf, searchPattern } from './admin-page';

const columns = {
  order: orders,
  plan_code: invitationPlans.code,
  invitation_slug: invitations.slug,
  owner: { id: users.id, name: users.name, email: users.email },
};

/** Orders joined to their plan, invitation and owner: the rows the console lists. */
const withOwners = <T extends PgSelect>(query: T) =>
  query
    .innerJoin(invitationPlans, eq(invitationPlans.id, orders.plan_id))
    .innerJoin(invitations, eq(invitations.id, orders.invitation_id))
    .innerJoin(users, eq(users.id, invitations.user_id));

type Row = {
  order: typeof orders.$inferSelect;
  plan_code: string;
  invitation_slug: string;
  owner: AdminOrder['owner'];
};

/** An order as the console shows it (response/admin-order). */
export const adminOrderEntity = ({ order, plan_code, invitation_slug, owner }: Row): AdminOrder => ({
  ...orderEntity(order, plan_code),
  invitation_slug,
  owner,
});

/**
 * The console's orders (docs/product.md#operator-console), newest first: of a status and a method if
 * asked, found by order number, invitation slug or owner's e-mail (any part, any case).
 */
export async function adminOrderPage(db: Database, query: AdminOrderListQuery) {
  const paging = pageOf(query);
  const pattern = searchPattern(query.q);
  const where = and(
    query.status ? eq(orders.status, query.status) : undefined,
    query.method ? eq(orders.method, query.method) : undefined,
    pattern
      ? or(ilike(orders.order_id, pattern), ilike(invitations.slug, pattern), ilike(users.email, pattern))
      : undefined,
  );
  return newestFirstPage(
    withOwners(db.select(columns).from(orders).$dynamic()).where(where),
    [orders.created_at, orders.order_id],
    withOwners(db.select({ total: count() }).from(orders).$dynamic()).where(where) as PromiseLike<{ total: number }[]>,
    paging,
    (row) => adminOrderEntity(row as Row),
  );
}

/** One order as the console shows it, or undefined. */
export async function adminOrderById(db: Database, orderId: string): Promise<AdminOrder | undefined> {
  const [row] = await withOwners(db.select(columns).from(orders).$dynamic()).where(eq(orders.order_id, orderId));
  return row && adminOrderEntity(row as Row);
}
