import { and, eq, isNull, sql } from 'drizzle-orm';
import type { CheckInPayload, WalkInPayload } from '../../../schemas/requests/guestbook';
import type { CheckIn, CheckInResult } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { checkIns, guestbookTables, guests } from '../../db/schema';
import { conflict, notFound } from '../../http/http-error';
import { storedGuestFields } from '../guests/guest-import';
import { checkInById, checkInsWhere } from './check-in-view';
import { TABLE_NOT_FOUND } from './tables';
import type { GuestbookViewer } from './guestbook-viewer';

/**
 * Check-ins (docs/product.md#guestbook). The id is made on the device, so a retry is the same row
 * (`same`); a guest has one live check-in, which the database's unique partial index keeps: a
 * second device's insert does nothing and is answered the first check-in (`already`).
 */

export const NOT_THIS_INVITATIONS_GUEST = 'QR Code ini bukan tamu undangan ini';
const ID_TAKEN = 'ID check-in sudah dipakai untuk tamu lain';

type Who = Pick<GuestbookViewer, 'rootId' | 'name' | 'usherId'>;
type CheckInFields = Pick<CheckInPayload, 'id' | 'guest_id' | 'pax' | 'checked_in_at'>;

/** The guest's live check-in (not undone), if any. */
async function liveCheckInOf(db: Database, guestId: string): Promise<CheckIn | undefined> {
  const [live] = await checkInsWhere(db, and(eq(checkIns.guest_id, guestId), isNull(checkIns.undone_at)));
  return live;
}

/** What a stored check-in of this id means: a retry of the same (`same`), or an id another guest took (409). */
async function storedCheckIn(db: Database, who: Who, body: CheckInFields): Promise<CheckInResult | undefined> {
  const [stored] = await db
    .select({ invitation_id: checkIns.invitation_id, guest_id: checkIns.guest_id })
    .from(checkIns)
    .where(eq(checkIns.id, body.id));
  if (!stored) return undefined;
  if (stored.invitation_id !== who.rootId || stored.guest_id !== body.guest_id) throw conflict(ID_TAKEN);
  return { result: 'same', check_in: (await checkInById(db, body.id))! };
}

/**
 * Runs `write` in a transaction that holds the invitation's advisory lock: its check-ins commit in
 * the order they take their seq, so no reader (a device's snapshot, a screen's catch-up) ever sees
 * seq 11 while seq 10 is still to come.
 */
function inCheckInOrder<T>(db: Database, rootId: string, write: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`check_ins:${rootId}`}))`);
    return write(tx as unknown as Database);
  });
}

/**
 * Checks a guest of this guestbook in: `created`, `same` for a retry of the id, `already` with the
 * guest's live check-in when another came first. 404 for a guest of another invitation (or no guest
 * at all: a QR code that is not a guest's).
 */
export function checkInGuest(db: Database, who: Who, body: CheckInFields): Promise<CheckInResult> {
  return inCheckInOrder(db, who.rootId, (tx) => checkInLocked(tx, who, body));
}

/** checkInGuest inside the transaction that holds the invitation's check-in lock. */
async function checkInLocked(db: Database, who: Who, body: CheckInFields): Promise<CheckInResult> {
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.id, body.guest_id), eq(guests.invitation_id, who.rootId)));
  if (!guest) throw notFound(NOT_THIS_INVITATIONS_GUEST);
  // A live check-in that is undone between our insert and our read leaves neither: try again.
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(checkIns)
      .values({
        id: body.id,
        invitation_id: who.rootId,
        guest_id: guest.id,
        pax: body.pax,
        checked_in_at: body.checked_in_at,
        usher_name: who.name,
        usher_id: who.usherId,
      })
      .onConflictDoNothing()
      .returning({ id: checkIns.id });
    if (inserted.length) return { result: 'created', check_in: (await checkInById(db, body.id))! };
    const same = await storedCheckIn(db, who, body);
    if (same) return same;
    const live = await liveCheckInOf(db, guest.id);
    if (live) return { result: 'already', check_in: live };
  }
  throw conflict('Check-in sedang diproses perangkat lain, coba lagi');
}

/**
 * A walk-in: the guest (walk_in, the device's id) added, seated at `table_id` when given (a table of
 * this invitation, else 404), and checked in, in one transaction; a retry finds both and answers `same`.
 */
export async function walkIn(db: Database, who: Who, body: WalkInPayload): Promise<CheckInResult> {
  return inCheckInOrder(db, who.rootId, async (tx) => {
    const [existing] = await tx
      .select({ invitation_id: guests.invitation_id })
      .from(guests)
      .where(eq(guests.id, body.guest_id));
    if (existing && existing.invitation_id !== who.rootId) throw conflict('ID tamu sudah dipakai');
    if (!existing) {
      if (body.table_id) await tableOfInvitation(tx, who.rootId, body.table_id);
      await tx
        .insert(guests)
        .values({
          id: body.guest_id,
          invitation_id: who.rootId,
          ...storedGuestFields({ name: body.name, group: body.group }),
          walk_in: true,
          ...(body.table_id && { table_id: body.table_id }),
        })
        .onConflictDoNothing({ target: guests.id });
    }
    return checkInLocked(tx, who, body);
  });
}

/** 404 unless the table is one of this invitation's. */
async function tableOfInvitation(db: Database, rootId: string, tableId: string): Promise<void> {
  const [table] = await db
    .select({ id: guestbookTables.id })
    .from(guestbookTables)
    .where(and(eq(guestbookTables.id, tableId), eq(guestbookTables.invitation_id, rootId)));
  if (!table) throw notFound(TABLE_NOT_FOUND);
}

/** Marks a check-in undone (once: undoing again keeps the first time); the guest may check in again. */
export async function undoCheckIn(db: Database, checkInId: string): Promise<CheckIn> {
  await db
    .update(checkIns)
    .set({ undone_at: sql`now()` })
    .where(and(eq(checkIns.id, checkInId), isNull(checkIns.undone_at)));
  return (await checkInById(db, checkInId))!;
}
