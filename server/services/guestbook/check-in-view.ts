import { and, asc, eq, gt, isNull, max, type SQL } from 'drizzle-orm';
import type { CheckIn } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { checkIns, guestbookTables, guests } from '../../db/schema';
import { isoTimestamp } from '../../db/entity-time';

/** The columns of a check-in as the guestbook answers it (response/check-in), from check_ins joined to its guest and table. */
const checkInColumns = {
  id: checkIns.id,
  seq: checkIns.seq,
  guest_id: checkIns.guest_id,
  guest_name: guests.name,
  table_name: guestbookTables.name,
  pax: checkIns.pax,
  checked_in_at: checkIns.checked_in_at,
  usher_name: checkIns.usher_name,
  undone_at: checkIns.undone_at,
  checked_out_at: checkIns.checked_out_at,
  vip: guests.vip,
  guest_group: guests.group,
};

type CheckInRow = Omit<CheckIn, 'undone' | 'table_name'> & { table_name: string | null; undone_at: string | null };

const checkInOf = ({ undone_at, checked_in_at, table_name, checked_out_at, ...row }: CheckInRow): CheckIn => ({
  ...row,
  table_name: table_name ?? null,
  checked_in_at: isoTimestamp(checked_in_at),
  undone: undone_at !== null,
  checked_out_at: checked_out_at ? isoTimestamp(checked_out_at) : null,
});

/** Check-ins as answered, with their guest's name and table, where `where` holds, in seq order. */
export async function checkInsWhere(db: Database, where: SQL | undefined, limit?: number): Promise<CheckIn[]> {
  const query = db
    .select(checkInColumns)
    .from(checkIns)
    .innerJoin(guests, eq(guests.id, checkIns.guest_id))
    .leftJoin(guestbookTables, eq(guestbookTables.id, guests.table_id))
    .where(where)
    .orderBy(asc(checkIns.seq));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map(checkInOf);
}

/** One check-in as answered, by id, or undefined. */
export async function checkInById(db: Database, id: string): Promise<CheckIn | undefined> {
  const [found] = await checkInsWhere(db, eq(checkIns.id, id));
  return found;
}

/**
 * The live check-ins (not undone) of a guestbook after `since`, in seq order, at most `limit`: what a
 * greeting screen or usher device that saw up to `since` has missed.
 */
export async function checkInsSince(db: Database, rootId: string, since: number, limit = 500): Promise<CheckIn[]> {
  return checkInsWhere(
    db,
    and(eq(checkIns.invitation_id, rootId), gt(checkIns.seq, since), isNull(checkIns.undone_at)),
    limit,
  );
}

/** The seq of a guestbook's latest check-in (undone ones included), 0 when there is none. */
export async function latestSeq(db: Database, rootId: string): Promise<number> {
  const [row] = await db
    .select({ seq: max(checkIns.seq) })
    .from(checkIns)
    .where(eq(checkIns.invitation_id, rootId));
  return Number(row?.seq ?? 0);
}
