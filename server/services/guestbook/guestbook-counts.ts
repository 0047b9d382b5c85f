import { eq, sql } from 'drizzle-orm';
import type { GuestbookCounts } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';

/**
 * The day's counts of a guestbook (response/guestbook-counts) in one query: guests on the list,
 * those arrived and the people they came with (live check-ins), the people the RSVP answers expect
 * (each attending guest's largest pax), walk-ins, souvenirs handed and single-use codes flagged.
 */
export async function guestbookCounts(db: Database, rootId: string): Promise<GuestbookCounts> {
  const [row] = await db
    .select({
      guests: sql<number>`(select count(*) from guests g where g.invitation_id = ${rootId})::int`,
      walk_ins: sql<number>`(select count(*) from guests g where g.invitation_id = ${rootId} and g.walk_in)::int`,
      arrived: sql<number>`(select count(*) from check_ins c where c.invitation_id = ${rootId} and c.undone_at is null)::int`,
      people: sql<number>`(select coalesce(sum(c.pax), 0) from check_ins c where c.invitation_id = ${rootId} and c.undone_at is null)::int`,
      expected_people: sql<number>`(select coalesce(sum(e.pax), 0) from (
        select max(r.pax) as pax from rsvp_entries r join guests g on g.id = r.guest_id
        where g.invitation_id = ${rootId} and r.is_attend group by r.guest_id) e)::int`,
      souvenirs_handed: sql<number>`(select coalesce(sum(h.quantity), 0) from souvenir_handouts h where h.invitation_id = ${rootId})::int`,
      code_flags: sql<number>`(select count(*) from door_code_flags f where f.invitation_id = ${rootId})::int`,
      envelopes: sql<number>`(select coalesce(sum(e.count), 0) from guest_envelopes e where e.invitation_id = ${rootId})::int`,
      checked_out: sql<number>`(select count(*) from check_ins c where c.invitation_id = ${rootId} and c.undone_at is null and c.checked_out_at is not null)::int`,
    })
    .from(invitations)
    .where(eq(invitations.id, rootId));
  return {
    guests: row?.guests ?? 0,
    arrived: row?.arrived ?? 0,
    expected_people: row?.expected_people ?? 0,
    people: row?.people ?? 0,
    walk_ins: row?.walk_ins ?? 0,
    souvenirs_handed: row?.souvenirs_handed ?? 0,
    code_flags: row?.code_flags ?? 0,
    envelopes: row?.envelopes ?? 0,
    checked_out: row?.checked_out ?? 0,
  };
}
