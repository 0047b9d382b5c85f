import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { orders } from '../../db/payment-tables';
import type { JobQueue } from '../jobs/job-queue';
import { changeFromReport } from './gateway-report';
import { applyOrderStatus, type OrderRow } from './order-status';
import type { PaymentGateway } from './payment-gateway';

/** When a pending order is checked again, in seconds. */
export type RecheckTimings = {
  /** After it is made (10 minutes). */
  firstSeconds: number;
  /** Between the later checks (an hour). */
  repeatSeconds: number;
  /** How long past its expiry an order Midtrans still calls pending waits for Midtrans's own end (an hour). */
  graceSeconds: number;
};

export const DEFAULT_RECHECK: RecheckTimings = { firstSeconds: 600, repeatSeconds: 3600, graceSeconds: 3600 };

/** The job that looks at one pending order again: `{ order_id, attempt }` (0 for the first look). */
export const ORDER_RECHECK_JOB = 'payment-order-recheck';
export type OrderRecheckJob = { order_id: string; attempt: number };

export const MIDTRANS_UNPAID = 'Pembayaran tidak diselesaikan sebelum batas waktu';
export const TRANSFER_UNPROVEN = 'Bukti transfer tidak dikirim sebelum batas waktu';

type Services = {
  db: Database;
  gateway: PaymentGateway | null;
  clock: () => number;
  log: FastifyBaseLogger;
  timings: RecheckTimings;
};

/** Seconds until the next look: the usual wait, but never past the moment the order is due to end. */
export function nextCheckIn(deadline: number, now: number, attempt: number, timings: RecheckTimings): number {
  const usual = attempt === 0 ? timings.firstSeconds : timings.repeatSeconds;
  const untilDeadline = Math.ceil((deadline - now) / 1000);
  return untilDeadline > 0 ? Math.max(1, Math.min(usual, untilDeadline)) : usual;
}

const expire = (db: Database, orderId: string, reason: string, now: number) =>
  applyOrderStatus(db, orderId, { status: 'expired', reason }, now);

/**
 * A pending transfer ends unpaid at its expiry when no proof came; once a proof is there, the
 * operator decides (docs/product.md#payment) and nothing is looked at again. Null: no next look.
 */
async function recheckTransfer({ db, clock, timings }: Services, order: OrderRow, attempt: number) {
  if (order.proof_url) return null;
  const now = clock();
  const expiresAt = Date.parse(order.expires_at);
  if (now < expiresAt) return nextCheckIn(expiresAt, now, attempt, timings);
  await expire(db, order.order_id, TRANSFER_UNPROVEN, now);
  return null;
}

/**
 * A pending Midtrans order as Midtrans's Get Status has it, applied as a notification would be. With
 * no transaction past its expiry (the couple never paid on Snap), or still pending a grace after it
 * (Midtrans ends its own at the same time), it ends expired. Midtrans out of reach: looked at later,
 * never expired on a guess.
 */
async function recheckMidtrans(services: Services, order: OrderRow, attempt: number) {
  const { db, gateway, clock, log, timings } = services;
  const at = { order: { order_id: order.order_id } };
  if (!gateway) {
    log.warn(at, 'payment re-check: Midtrans is not configured; the order stays pending');
    return null;
  }
  const reported = await gateway.status(order.order_id).catch((error: unknown) => {
    log.warn({ ...at, err: error }, 'payment re-check: Midtrans did not answer; asked again later');
    return undefined;
  });
  const now = clock();
  if (reported === undefined) return timings.repeatSeconds;
  if (reported) {
    const change = changeFromReport(order, reported);
    if (!change) {
      log.error({ ...at, reported }, 'payment re-check: Midtrans reports another amount; the operator must look');
      return null;
    }
    const result = await applyOrderStatus(db, order.order_id, change, now);
    if (result?.order.status !== 'pending') return null;
  }
  const deadline = Date.parse(order.expires_at) + (reported ? timings.graceSeconds * 1000 : 0);
  if (now < deadline) return nextCheckIn(deadline, now, attempt, timings);
  await expire(db, order.order_id, MIDTRANS_UNPAID, now);
  return null;
}

/** One look at an order; the seconds until the next, or null once it has ended (or is not ours to end). */
export async function recheckOrder(services: Services, orderId: string, attempt: number): Promise<number | null> {
  const [order] = await services.db.select().from(orders).where(eq(orders.order_id, orderId));
  if (!order || order.status !== 'pending') return null;
  return order.method === 'transfer'
    ? recheckTransfer(services, order, attempt)
    : recheckMidtrans(services, order, attempt);
}

/** Starts the re-checks of a new order. */
export type OrderRechecks = { start(order: Pick<OrderRow, 'order_id' | 'expires_at'>): Promise<void> };

/**
 * Defines the re-check job on `jobs` (docs/product.md#midtrans): every pending order is looked at
 * again until it ends, in case no notification comes (Midtrans's could be lost; a transfer without
 * proof sends none). Each look schedules the next, so one chain runs per order; a look is harmless
 * twice (statuses only move forward).
 */
export function defineOrderRecheckJob(jobs: JobQueue, services: Services): OrderRechecks {
  const send = (order_id: string, attempt: number, seconds: number) =>
    jobs.send<OrderRecheckJob>(ORDER_RECHECK_JOB, { order_id, attempt }, { startAfter: seconds });
  jobs.define<OrderRecheckJob>(ORDER_RECHECK_JOB, async ({ order_id, attempt }) => {
    const next = await recheckOrder(services, order_id, attempt);
    if (next !== null) await send(order_id, attempt + 1, next);
  });
  return {
    async start(order) {
      const now = services.clock();
      await send(order.order_id, 0, nextCheckIn(Date.parse(order.expires_at), now, 0, services.timings));
    },
  };
}
