import { and, asc, count, desc, eq, exists, ilike, isNotNull, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import { GUEST_LIST_DEFAULTS, type GuestListQuery } from '../../../schemas/requests/guests';
import type { GuestListMeta, OwnerGuest } from '../../../schemas/responses/owner-guests';
import type { Database } from '../../db/database';
import { guestLinkOpens } from '../../db/guest-link-tables';
import { guests, rsvpEntries } from '../../db/schema';
import { ownerGuests } from './guest-entities';
import { containsPattern } from '../../db/like-pattern';

/**
 * GET /v1/invitation/{id}/guest (docs/product.md#guest-list): the guests of a root invitation that
 * match the search and filters, sorted and paged in SQL, so a list of thousands stays quick.
 */

/**
 * The digits of a search that reads as (part of) a phone number, as they appear in a stored +62…
 * number: "0812 345" → "62812345", "+62 812" → "62812", "345-67" → "34567"; null for other text.
 */
export function numberDigits(q: string): string | null {
  if (!/^[\d\s+\-().]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (!digits) return null;
  return digits.startsWith('0') ? `62${digits.slice(1)}` : digits;
}

const entryOf = (extra?: SQL) =>
  exists(
    sql`(select 1 from ${rsvpEntries} where ${rsvpEntries.guest_id} = ${guests.id}${extra ? sql` and ${extra}` : sql``})`,
  );

const RSVP: Record<NonNullable<GuestListQuery['rsvp']>, () => SQL> = {
  answered: () => entryOf(),
  unanswered: () => not(entryOf()),
  attending: () => entryOf(sql`${rsvpEntries.is_attend}`),
  declining: () => and(entryOf(), not(entryOf(sql`${rsvpEntries.is_attend}`)))!,
};

/** The guest opened their personal link at least once (guest_link_opens has their row). */
const linkOpened = exists(sql`(select 1 from ${guestLinkOpens} where ${guestLinkOpens.guest_id} = ${guests.id})`);

/** The search: name or group containing the text (any case), or a number containing its digits. */
function searchOf(q: string): SQL | undefined {
  const text = q.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const digits = numberDigits(text);
  return or(
    ilike(guests.name, pattern),
    ilike(guests.group, pattern),
    digits ? sql`replace(${guests.whatsapp_number}, '+', '') like ${containsPattern(digits)}` : undefined,
  );
}

/** The filters of a query, without the invitation (undefined: every guest). */
export function guestFilter({ q, rsvp, sent, opened, group, vip }: GuestListQuery): SQL | undefined {
  return and(
    q === undefined ? undefined : searchOf(q),
    rsvp && RSVP[rsvp](),
    sent === 'sent' ? isNotNull(guests.sent_at) : sent === 'unsent' ? isNull(guests.sent_at) : undefined,
    opened === 'opened' ? linkOpened : opened === 'unopened' ? not(linkOpened) : undefined,
    group === undefined ? undefined : eq(guests.group, group),
    vip === undefined ? undefined : eq(guests.vip, vip === 'vip'),
  );
}

const lowerName = sql`lower(${guests.name})`;

/** ORDER BY of each sort: ties by id; a guest never sent comes last either way. */
const SORTS: Record<NonNullable<GuestListQuery['sort']>, SQL[]> = {
  name: [asc(lowerName), asc(guests.id)],
  '-name': [desc(lowerName), desc(guests.id)],
  created_at: [asc(guests.created_at), asc(guests.id)],
  '-created_at': [desc(guests.created_at), desc(guests.id)],
  sent_at: [sql`${guests.sent_at} asc nulls last`, asc(guests.id)],
  '-sent_at': [sql`${guests.sent_at} desc nulls last`, desc(guests.id)],
};

/** One page of the guests of `rootId` with the list's meta: six queries whatever the size (the last three side by side). */
export async function guestPage(
  db: Database,
  rootId: string,
  query: GuestListQuery,
): Promise<{ data: OwnerGuest[]; meta: GuestListMeta }> {
  const { page, pageSize, sort } = { ...GUEST_LIST_DEFAULTS, ...query };
  const ofInvitation = eq(guests.invitation_id, rootId);
  const filter = guestFilter(query);
  const [rows, [counts], groupRows] = await Promise.all([
    db
      .select()
      .from(guests)
      .where(and(ofInvitation, filter))
      .orderBy(...SORTS[sort])
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({
        total: filter ? sql<number>`cast(count(*) filter (where ${filter}) as int)` : count(),
        all: count(),
      })
      .from(guests)
      .where(ofInvitation),
    db
      .selectDistinct({ group: guests.group, key: sql`lower(${guests.group})` })
      .from(guests)
      .where(and(ofInvitation, isNotNull(guests.group)))
      .orderBy(sql`lower(${guests.group})`, guests.group),
  ]);
  return {
    data: await ownerGuests(db, rows),
    meta: {
      total: counts?.total ?? 0,
      all: counts?.all ?? 0,
      page,
      pageSize,
      groups: groupRows.map((row) => row.group!),
    },
  };
}
