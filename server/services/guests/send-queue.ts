import { and, asc, count, eq, exists, isNull, not, sql, type SQL } from 'drizzle-orm';
import type { MessageKind, SendQueueQuery } from '../../../schemas/requests/guest-messages';
import type { SendQueueMeta } from '../../../schemas/responses/guest-messages';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import type { Database } from '../../db/database';
import { checkIns, guests, rsvpEntries } from '../../db/schema';
import { ownerGuests } from './guest-entities';
import { SENT_COLUMN } from './guest-message-sent';

/**
 * The sending queue (docs/product.md#sending): the guests one kind of message goes to, in the order
 * they were added. The invitation goes to every guest; the reminder to guests who have not answered;
 * the thank-you to guests who came: checked in at the venue when the guestbook has recorded any
 * check-in, else guests who answered that they attend.
 */

const answered = (extra?: SQL) =>
  exists(
    sql`(select 1 from ${rsvpEntries} where ${rsvpEntries.guest_id} = ${guests.id}${extra ? sql` and ${extra}` : sql``})`,
  );

const checkedIn = exists(
  sql`(select 1 from ${checkIns} where ${checkIns.guest_id} = ${guests.id} and ${checkIns.undone_at} is null)`,
);

/** Whether the root invitation's guestbook has checked anyone in (not undone). */
async function anyCheckIn(db: Database, rootId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(checkIns)
    .where(and(eq(checkIns.invitation_id, rootId), isNull(checkIns.undone_at)));
  return (row?.n ?? 0) > 0;
}

function audienceOf(kind: MessageKind, checkedInCounts: boolean): SQL | undefined {
  if (kind === 'reminder') return not(answered());
  if (kind === 'thank_you') return checkedInCounts ? checkedIn : answered(sql`${rsvpEntries.is_attend}`);
  return undefined;
}

/** The queue of a kind with its filters, and how many of its audience (before `unsent`) were sent it. */
export async function sendQueue(
  db: Database,
  rootId: string,
  query: SendQueueQuery,
): Promise<{ data: OwnerGuest[]; meta: SendQueueMeta }> {
  const kind = query.kind ?? 'invitation';
  const checkedInCounts = await anyCheckIn(db, rootId);
  const sentColumn = SENT_COLUMN[kind];
  const audience = and(
    eq(guests.invitation_id, rootId),
    audienceOf(kind, checkedInCounts),
    query.group === undefined ? undefined : eq(guests.group, query.group),
    query.unanswered ? not(answered()) : undefined,
  );
  const [rows, [counts]] = await Promise.all([
    db
      .select()
      .from(guests)
      .where(and(audience, query.unsent ? isNull(sentColumn) : undefined))
      .orderBy(asc(guests.created_at), asc(guests.id)),
    db
      .select({ total: count(), sent: count(sentColumn) })
      .from(guests)
      .where(audience),
  ]);
  return {
    data: await ownerGuests(db, rows),
    meta: {
      total: counts?.total ?? 0,
      sent: counts?.sent ?? 0,
      thank_you_audience: checkedInCounts ? 'checked_in' : 'attending',
    },
  };
}
