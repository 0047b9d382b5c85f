/**
 * What a couple pays and the operator's side of it (docs/product.md#payment): orders of a plan for an
 * invitation, the operator's bank accounts for transfers, and the log of what operators did.
 */

import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderKind, OrderMethod, OrderStatus } from '../../schemas/entities/order.schema';
import { invitationPlans, invitations, users } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });

/**
 * An order of a plan for a root invitation. `order_id` is the public id (Midtrans's `order_id`);
 * `status` only moves forward (server/services/payments/order-status.ts): pending, then paid, expired,
 * failed or rejected, and a paid one may be refunded. What the invitation held before a payment
 * (`before_*`) is kept so that a refund puts it back.
 */
export const orders = pgTable(
  'orders',
  {
    order_id: text('order_id').primaryKey(),
    invitation_id: text('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    plan_id: text('plan_id')
      .notNull()
      .references(() => invitationPlans.id),
    kind: text('kind').$type<OrderKind>().notNull(),
    add_ons: jsonb('add_ons').$type<string[]>().notNull().default([]),
    gross_amount: integer('gross_amount').notNull(),
    method: text('method').$type<OrderMethod>().notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    /** The gateway's own last status word (Midtrans's `transaction_status`, e.g. 'settlement'). */
    provider_status: text('provider_status'),
    /** How it was paid, as the gateway says (e.g. 'qris', 'gopay', 'bank_transfer'). */
    payment_type: text('payment_type'),
    redirect_url: text('redirect_url'),
    snap_token: text('snap_token'),
    expires_at: at('expires_at').notNull(),
    paid_at: at('paid_at'),
    /** When the invitation closes with this order paid: quoted at ordering, the real end once paid. */
    active_until: at('active_until'),
    /** A transfer's proof (a media URL the couple uploaded), and the operator's reason for a rejection. */
    proof_url: text('proof_url'),
    reason: text('reason'),
    /** The invitation before this order was paid, put back by a refund. */
    before_plan_id: text('before_plan_id'),
    before_paid_at: at('before_paid_at'),
    before_paid_until: at('before_paid_until'),
    created_at: at('created_at').notNull().defaultNow(),
    updated_at: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('orders_invitation_idx').on(t.invitation_id, t.created_at),
    index('orders_status_idx').on(t.status, t.created_at),
  ],
);

/** The operator's bank accounts a couple may transfer to (set in the operator console). */
export const transferAccounts = pgTable(
  'transfer_accounts',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    channel_type: text('channel_type').notNull(),
    account_number: text('account_number').notNull(),
    account_name: text('account_name').notNull(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('transfer_accounts_number_idx').on(t.channel_type, t.account_number)],
);

/** Every operator action: who, when, what, on what (docs/product.md#operator-console). */
export const operatorActions = pgTable(
  'operator_actions',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    user_id: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    /** What it was done to, e.g. 'order:UND-…', 'invitation:{id}', 'plan:luxury'. */
    target: text('target').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    created_at: at('created_at').notNull().defaultNow(),
  },
  (t) => [index('operator_actions_created_idx').on(t.created_at)],
);
