import type { Order } from '../../../schemas/entities/order.schema';
import { isoTimestamp } from '../../db/entity-time';
import type { OrderRow } from './order-status';

const instant = (value: string | null) => (value === null ? null : isoTimestamp(value));

/** An order row as the API answers it (`entity/order`), with its plan's code. */
export const orderEntity = (row: OrderRow, planCode: string): Order => ({
  order_id: row.order_id,
  invitation_id: row.invitation_id,
  status: row.status,
  provider_status: row.provider_status,
  payment_type: row.payment_type,
  kind: row.kind,
  plan_code: planCode as Order['plan_code'],
  add_ons: row.add_ons,
  gross_amount: row.gross_amount,
  method: row.method,
  redirect_url: row.redirect_url,
  snap_token: row.snap_token,
  expires_at: isoTimestamp(row.expires_at),
  paid_at: instant(row.paid_at),
  active_until: instant(row.active_until),
  proof_url: row.proof_url,
  reason: row.reason,
  created_at: isoTimestamp(row.created_at),
});
