import type {
  CheckIn,
  GuestbookCounts,
  SouvenirHandout,
  VenueGuest,
  VenueHandout,
  VenueSnapshot,
} from '../../schemas/responses/guestbook';
import { applyQueuedDesk } from './desk-state';
import { atLeastZero, replaceGuest, withCounts } from './venue-snapshot-edits';
import { guestOf, inOrder, type OutboxEntry, type QueuedCheckIn, type QueuedWalkIn } from './outbox';
import { handoutQuantity } from './souvenir-handout';

/*
 * The venue as an usher's device shows it: the last server snapshot it knows (updated by the server's
 * answers and the websocket), with the writes still in its outbox applied on top, in order. The same
 * rules apply a write the moment it is made (optimistic) and again on every fresh snapshot, so what the
 * usher sees never depends on which came first. Pure: no React, no storage.
 */

const tableName = (state: VenueSnapshot, tableId: string | null) =>
  state.tables.find((table) => table.id === tableId)?.name ?? null;

/** A check-in made on this device and not yet stored: seq 0 until the server gives it one. */
function localCheckIn(state: VenueSnapshot, entry: QueuedCheckIn | QueuedWalkIn, guest: VenueGuest): CheckIn {
  return {
    id: entry.payload.id,
    seq: 0,
    guest_id: guest.id,
    guest_name: guest.name,
    table_name: tableName(state, guest.table_id),
    pax: entry.payload.pax,
    checked_in_at: entry.payload.checked_in_at,
    usher_name: entry.usher_name,
    undone: false,
  };
}

/** One queued write applied to the venue; a write that no longer fits (a guest gone, done already) changes nothing. */
export function applyQueued(state: VenueSnapshot, entry: OutboxEntry): VenueSnapshot {
  switch (entry.kind) {
    case 'check-in': {
      const guest = state.guests.find((candidate) => candidate.id === entry.payload.guest_id);
      if (!guest || guest.check_in) return state;
      return {
        ...state,
        guests: replaceGuest(state, { ...guest, check_in: localCheckIn(state, entry, guest) }),
        counts: withCounts(state, { arrived: 1, people: entry.payload.pax }),
      };
    }
    case 'walk-in': {
      if (state.guests.some((candidate) => candidate.id === entry.payload.guest_id)) return state;
      const guest: VenueGuest = {
        id: entry.payload.guest_id,
        name: entry.payload.name,
        group: entry.payload.group ?? null,
        rsvp_pax: null,
        attending: null,
        table_id: entry.payload.table_id ?? null,
        walk_in: true,
        vip: false,
        check_in: null,
        souvenir_ids: [],
        seats: null,
        souvenir_handouts: [],
        envelope: null,
      };
      return {
        ...state,
        guests: [...state.guests, { ...guest, check_in: localCheckIn(state, entry, guest) }],
        // Seated at a table: one more guest there, counted as one person, as the server counts one without an RSVP.
        tables: state.tables.map((table) =>
          table.id === guest.table_id ? { ...table, guests: table.guests + 1, seated: table.seated + 1 } : table,
        ),
        counts: withCounts(state, { guests: 1, walk_ins: 1, arrived: 1, people: entry.payload.pax }),
      };
    }
    case 'undo': {
      const guest = state.guests.find((candidate) => candidate.id === entry.guest_id);
      if (!guest?.check_in || guest.check_in.id !== entry.check_in_id) return state;
      return {
        ...state,
        guests: replaceGuest(state, { ...guest, check_in: null }),
        counts: withCounts(state, { arrived: -1, people: -guest.check_in.pax }),
      };
    }
    case 'handout': {
      const guest = state.guests.find((candidate) => candidate.id === entry.payload.guest_id);
      const souvenir = state.souvenirs.find((candidate) => candidate.id === entry.payload.souvenir_id);
      if (!guest || !souvenir || guest.souvenir_ids.includes(souvenir.id)) return state;
      const handout = {
        souvenir_id: souvenir.id,
        handed_at: entry.handed_at ?? guest.check_in?.checked_in_at ?? '',
        usher_name: entry.usher_name ?? '',
      };
      return withHandout(state, guest, handout, handoutQuantity(souvenir, guest.check_in?.pax ?? 1));
    }
    case 'code-flag':
      return { ...state, counts: withCounts(state, { code_flags: 1 }) };
    case 'envelope':
    case 'check-out':
      return applyQueuedDesk(state, entry);
  }
}

function withHandout(state: VenueSnapshot, guest: VenueGuest, handout: VenueHandout, quantity: number): VenueSnapshot {
  const souvenirId = handout.souvenir_id;
  return {
    ...state,
    guests: replaceGuest(state, {
      ...guest,
      souvenir_ids: [...guest.souvenir_ids, souvenirId],
      souvenir_handouts: [...(guest.souvenir_handouts ?? []), handout],
    }),
    souvenirs: state.souvenirs.map((souvenir) =>
      souvenir.id === souvenirId
        ? { ...souvenir, handed: souvenir.handed + quantity, left: atLeastZero(souvenir.left - quantity) }
        : souvenir,
    ),
    counts: withCounts(state, { souvenirs_handed: quantity }),
  };
}

/** The venue as the usher sees it: the server's snapshot with every queued write applied, in order. */
export function mergeQueued(base: VenueSnapshot, queue: readonly OutboxEntry[]): VenueSnapshot {
  return inOrder(queue).reduce(applyQueued, base);
}

/**
 * A check-in the server holds (its answer to this device, or the websocket's news of any device's),
 * put into the snapshot: the server's version wins. `counts`, when the server sent them, replace the
 * device's; otherwise they move by what changed. A check-in of a guest the device does not know yet
 * (another device's walk-in) adds the guest.
 */
export function applyServerCheckIn(base: VenueSnapshot, checkIn: CheckIn, counts?: GuestbookCounts): VenueSnapshot {
  const guest = base.guests.find((candidate) => candidate.id === checkIn.guest_id);
  let next: VenueSnapshot = base;
  if (!guest) {
    if (!checkIn.undone) {
      const walkIn: VenueGuest = {
        id: checkIn.guest_id,
        name: checkIn.guest_name,
        group: null,
        rsvp_pax: null,
        attending: null,
        table_id: null,
        walk_in: true,
        vip: false,
        check_in: checkIn,
        souvenir_ids: [],
        seats: null,
        souvenir_handouts: [],
        envelope: null,
      };
      next = {
        ...base,
        guests: [...base.guests, walkIn],
        counts: withCounts(base, { guests: 1, walk_ins: 1, arrived: 1, people: checkIn.pax }),
      };
    }
  } else if (checkIn.undone) {
    if (guest.check_in?.id === checkIn.id) {
      next = {
        ...base,
        guests: replaceGuest(base, { ...guest, check_in: null }),
        counts: withCounts(base, { arrived: -1, people: -guest.check_in.pax }),
      };
    }
  } else {
    const before = guest.check_in;
    next = {
      ...base,
      guests: replaceGuest(base, { ...guest, check_in: checkIn }),
      counts: withCounts(base, before ? { people: checkIn.pax - before.pax } : { arrived: 1, people: checkIn.pax }),
    };
  }
  return counts ? { ...next, counts } : next;
}

/** The server's answer to an undo: the check-in is gone. */
export function applyServerUndo(base: VenueSnapshot, guestId: string, checkInId: string): VenueSnapshot {
  const guest = base.guests.find((candidate) => candidate.id === guestId);
  if (!guest?.check_in || guest.check_in.id !== checkInId) return base;
  return {
    ...base,
    guests: replaceGuest(base, { ...guest, check_in: null }),
    counts: withCounts(base, { arrived: -1, people: -guest.check_in.pax }),
  };
}

/** A souvenir handout the server stored, with the quantity it counted. */
export function applyServerHandout(base: VenueSnapshot, handout: SouvenirHandout): VenueSnapshot {
  const guest = base.guests.find((candidate) => candidate.id === handout.guest_id);
  if (!guest || guest.souvenir_ids.includes(handout.souvenir_id)) return base;
  const { souvenir_id, handed_at, usher_name } = handout;
  return withHandout(base, guest, { souvenir_id, handed_at, usher_name }, handout.quantity);
}

/**
 * A fresh snapshot from the server, taking the place of the one kept. Check-ins the websocket brought
 * after the snapshot was taken (`recent`, with a seq above the snapshot's) are applied again, so a
 * snapshot that was on its way while they came loses none of them; `seq` never goes back.
 */
export function rebase(fresh: VenueSnapshot, recent: readonly CheckIn[]): VenueSnapshot {
  const later = recent.filter((checkIn) => checkIn.seq > fresh.seq).sort((a, b) => a.seq - b.seq);
  const applied = later.reduce<VenueSnapshot>((state, checkIn) => applyServerCheckIn(state, checkIn), fresh);
  return { ...applied, seq: Math.max(fresh.seq, ...later.map((checkIn) => checkIn.seq)) };
}

/** The guests with a write still queued on this device (shown as waiting to be sent). */
export function guestsWaiting(queue: readonly OutboxEntry[]): Set<string> {
  return new Set(queue.map(guestOf));
}
