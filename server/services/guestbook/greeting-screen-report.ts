import { eq, sql } from 'drizzle-orm';
import type { GreetingScreenReportPayload } from '../../../schemas/requests/greeting-screen-report';
import type { GreetingScreenReport } from '../../../schemas/responses/greeting-screen-report';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { greetingScreenReports } from '../../db/venue-desk-tables';

/*
 * The hall display's report of its greeting queue (docs/product.md#greeting-screen): one row per
 * guestbook, the latest report replacing the one before (a second display reporting at the same
 * time takes turns with it; the owner sees whichever spoke last).
 */

/** Stores a display's report, stamped with the server's time; answers it as stored. */
export async function saveScreenReport(
  db: Database,
  rootId: string,
  figures: GreetingScreenReportPayload,
): Promise<GreetingScreenReport> {
  const values = { ...figures, reported_at: sql`now()` };
  const [row] = await db
    .insert(greetingScreenReports)
    .values({ invitation_id: rootId, ...values })
    .onConflictDoUpdate({ target: greetingScreenReports.invitation_id, set: values })
    .returning();
  return reportOf(row!);
}

/** The latest report of a guestbook's display, or null: no display has reported. */
export async function lastScreenReport(db: Database, rootId: string): Promise<GreetingScreenReport | null> {
  const [row] = await db.select().from(greetingScreenReports).where(eq(greetingScreenReports.invitation_id, rootId));
  return row ? reportOf(row) : null;
}

function reportOf(row: typeof greetingScreenReports.$inferSelect): GreetingScreenReport {
  const { waiting, lag_seconds, greeted, skipped, reported_at } = row;
  return { waiting, lag_seconds, greeted, skipped, reported_at: isoTimestamp(reported_at) };
}
