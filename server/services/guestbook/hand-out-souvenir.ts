import { and, eq, isNull, sql } from 'drizzle-orm';
import type { SouvenirHandoutPayload } from '../../../schemas/requests/guestbook';
import type { SouvenirHandout } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { checkIns, guests, souvenirHandouts, souvenirs } from '../../db/schema';
import { databaseErrorOf } from '../../http/database-errors';
import { conflict, notFound } from '../../http/http-error';
import { isoTimestamp } from '../../db/entity-time';
import { SOUVENIR_ALREADY_HANDED } from '../../../engine/guestbook/venue-notices';
import { NOT_THIS_INVITATIONS_GUEST } from './check-in';
import type { GuestbookViewer } from './guestbook-viewer';
import { SOUVENIR_NOT_FOUND } from './souvenirs';

/**
 * Handing a souvenir to a guest (docs/product.md#guestbook): one of a kind per guest (the database's
 * unique index refuses a second), one or as many as the people checked in with the guest by the
 * kind's rule, never past its stock (checked with the souvenir's row locked). The id is made on the
 * device: a retry answers the stored handout.
 */

export const ALREADY_HANDED = SOUVENIR_ALREADY_HANDED;
export const OUT_OF_STOCK = 'Stok suvenir habis';
export const NOT_CHECKED_IN = 'Tamu belum check-in';

type HandoutRow = typeof souvenirHandouts.$inferSelect;
type Who = Pick<GuestbookViewer, 'rootId' | 'name'>;

const handoutOf = ({ invitation_id: _invitation, handed_at, ...row }: HandoutRow): SouvenirHandout => ({
  ...row,
  handed_at: isoTimestamp(handed_at),
});

/** The stored handout of this id: a retry (answered as stored), or an id another handout took (409). */
async function storedHandout(db: Database, who: Who, body: SouvenirHandoutPayload) {
  const [stored] = await db.select().from(souvenirHandouts).where(eq(souvenirHandouts.id, body.id));
  if (!stored) return undefined;
  const same =
    stored.invitation_id === who.rootId && stored.souvenir_id === body.souvenir_id && stored.guest_id === body.guest_id;
  if (!same) throw conflict('ID pemberian sudah dipakai');
  return handoutOf(stored);
}

/** Hands a souvenir out: `created` true for a new handout, false for a retry of one stored. */
export async function handOutSouvenir(
  db: Database,
  who: Who,
  body: SouvenirHandoutPayload,
): Promise<{ created: boolean; handout: SouvenirHandout }> {
  const stored = await storedHandout(db, who, body);
  if (stored) return { created: false, handout: stored };
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.id, body.guest_id), eq(guests.invitation_id, who.rootId)));
  if (!guest) throw notFound(NOT_THIS_INVITATIONS_GUEST);
  try {
    const row = await db.transaction(async (tx) => {
      const [souvenir] = await tx
        .select({ id: souvenirs.id, stock: souvenirs.stock, rule: souvenirs.rule })
        .from(souvenirs)
        .where(and(eq(souvenirs.id, body.souvenir_id), eq(souvenirs.invitation_id, who.rootId)))
        .for('update');
      if (!souvenir) throw notFound(SOUVENIR_NOT_FOUND);
      const [taken] = await tx
        .select({
          handed: sql<number>`coalesce(sum(${souvenirHandouts.quantity}), 0)::int`,
          toGuest: sql<number>`count(*) filter (where ${souvenirHandouts.guest_id} = ${guest.id})::int`,
        })
        .from(souvenirHandouts)
        .where(eq(souvenirHandouts.souvenir_id, souvenir.id));
      if ((taken?.toGuest ?? 0) > 0) throw conflict(ALREADY_HANDED);
      const quantity = souvenir.rule === 'per_person' ? await checkedInPax(tx as unknown as Database, guest.id) : 1;
      if ((taken?.handed ?? 0) + quantity > souvenir.stock) throw conflict(OUT_OF_STOCK);
      const [inserted] = await tx
        .insert(souvenirHandouts)
        .values({
          id: body.id,
          invitation_id: who.rootId,
          souvenir_id: souvenir.id,
          guest_id: guest.id,
          quantity,
          usher_name: who.name,
        })
        .returning();
      return inserted!;
    });
    return { created: true, handout: handoutOf(row) };
  } catch (error) {
    // The unique indexes are the last word when two devices hand out at the same moment.
    const constraint = databaseErrorOf(error)?.constraint;
    if (constraint === 'souvenir_handouts_guest_idx') throw conflict(ALREADY_HANDED);
    if (constraint === 'souvenir_handouts_pkey') {
      const retried = await storedHandout(db, who, body);
      if (retried) return { created: false, handout: retried };
    }
    throw error;
  }
}

/** The people checked in with the guest (their live check-in's pax); 409 when the guest has not checked in. */
async function checkedInPax(db: Database, guestId: string): Promise<number> {
  const [live] = await db
    .select({ pax: checkIns.pax })
    .from(checkIns)
    .where(and(eq(checkIns.guest_id, guestId), isNull(checkIns.undone_at)));
  if (!live) throw conflict(NOT_CHECKED_IN);
  return live.pax;
}
