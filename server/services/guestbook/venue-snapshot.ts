import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { CheckIn, VenueGuest, VenueHandout, VenueSnapshot } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { checkIns, guests, souvenirHandouts } from '../../db/schema';
import { pageCoupleOf } from '../invitations/invitation-couple';
import { checkInsWhere, latestSeq } from './check-in-view';
import { envelopesByGuest } from './guest-envelopes';
import { guestbookCounts } from './guestbook-counts';
import type { GuestbookViewer } from './guestbook-viewer';
import { settingsOf } from './settings';
import { souvenirList } from './souvenirs';
import { tableList } from './tables';

/**
 * Everything a check-in device keeps to work offline (response/venue-snapshot), in a fixed handful
 * of queries however many guests there are. `seq` is read first: a check-in made while the rest is
 * read is in the snapshot or comes after `seq` over the websocket, never lost between them.
 */
export async function venueSnapshot(db: Database, viewer: GuestbookViewer): Promise<VenueSnapshot> {
  const { rootId, invitation } = viewer;
  const seq = await latestSeq(db, rootId);
  const [guestRows, live, handouts, tables, souvenirs, counts, settings, couple, envelopes] = await Promise.all([
    venueGuestRows(db, rootId),
    checkInsWhere(db, and(eq(checkIns.invitation_id, rootId), isNull(checkIns.undone_at))),
    db
      .select({
        guest_id: souvenirHandouts.guest_id,
        souvenir_id: souvenirHandouts.souvenir_id,
        handed_at: souvenirHandouts.handed_at,
        usher_name: souvenirHandouts.usher_name,
      })
      .from(souvenirHandouts)
      .where(eq(souvenirHandouts.invitation_id, rootId))
      .orderBy(asc(souvenirHandouts.handed_at)),
    tableList(db, rootId),
    souvenirList(db, rootId),
    guestbookCounts(db, rootId),
    settingsOf(db, rootId),
    pageCoupleOf(db, invitation.id),
    envelopesByGuest(db, rootId),
  ]);
  const checkInOf = new Map<string, CheckIn>(live.map((checkIn) => [checkIn.guest_id, checkIn]));
  const handoutsOf = new Map<string, VenueHandout[]>();
  for (const { guest_id, souvenir_id, handed_at, usher_name } of handouts) {
    const handout = { souvenir_id, handed_at: isoTimestamp(handed_at), usher_name };
    handoutsOf.set(guest_id, [...(handoutsOf.get(guest_id) ?? []), handout]);
  }
  const venueGuests: VenueGuest[] = guestRows.map((guest) => {
    const given = handoutsOf.get(guest.id) ?? [];
    return {
      ...guest,
      check_in: checkInOf.get(guest.id) ?? null,
      souvenir_ids: given.map((handout) => handout.souvenir_id),
      souvenir_handouts: given,
      envelope: envelopes.get(guest.id) ?? null,
    };
  });
  return {
    invitation: {
      id: invitation.id,
      slug: invitation.slug,
      title: `${couple.groom.person_nickname} & ${couple.bride.person_nickname}`,
    },
    guests: venueGuests,
    tables,
    souvenirs,
    counts,
    settings,
    seq,
    viewer: { role: viewer.role, name: viewer.name },
  };
}

/** The guests by name, each with their RSVP: the largest attending pax, and whether they attend at all. */
function venueGuestRows(db: Database, rootId: string) {
  return db
    .select({
      id: guests.id,
      name: guests.name,
      group: guests.group,
      table_id: guests.table_id,
      walk_in: guests.walk_in,
      seats: guests.seats,
      vip: guests.vip,
      rsvp_pax: sql<
        number | null
      >`(select max(r.pax) from rsvp_entries r where r.guest_id = guests.id and r.is_attend)::int`,
      attending: sql<boolean | null>`(select bool_or(r.is_attend) from rsvp_entries r where r.guest_id = guests.id)`,
    })
    .from(guests)
    .where(eq(guests.invitation_id, rootId))
    .orderBy(asc(guests.name), asc(guests.id));
}
