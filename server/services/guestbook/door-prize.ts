import { randomInt } from 'node:crypto';
import { and, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { DoorPrizeDraw } from '../../../schemas/responses/guestbook-door-prize';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { checkIns, guestbookTables, guests } from '../../db/schema';
import { doorPrizeDraws } from '../../db/venue-desk-tables';
import { conflict } from '../../http/http-error';
import { presentGuestsCondition } from './present-guests';

/**
 * The door prize (docs/product.md#guestbook): a winner drawn at random among the guests present
 * (present-guests.ts) who have not won yet; a guest wins at most once (the unique index of
 * door_prize_draws), and a draw removed makes them drawable again.
 */

export const NOBODY_TO_DRAW = 'Belum ada tamu hadir yang bisa diundi';
export const DRAW_NOT_FOUND = 'Undian door prize tidak ditemukan';
const DRAW_CROWDED = 'Undian sedang ramai, coba lagi';
/** Draws that lost the same guest to a draw at the same moment, tried again with who is left. */
const DRAW_ATTEMPTS = 10;

/** The draws that match, each with the guest's name, group and table, the latest first. */
async function drawsWhere(db: Database, where: SQL): Promise<DoorPrizeDraw[]> {
  const rows = await db
    .select({
      id: doorPrizeDraws.id,
      guest_id: doorPrizeDraws.guest_id,
      guest_name: guests.name,
      group: guests.group,
      table_name: guestbookTables.name,
      prize: doorPrizeDraws.prize,
      drawn_at: doorPrizeDraws.drawn_at,
    })
    .from(doorPrizeDraws)
    .innerJoin(guests, eq(guests.id, doorPrizeDraws.guest_id))
    .leftJoin(guestbookTables, eq(guestbookTables.id, guests.table_id))
    .where(where)
    .orderBy(desc(doorPrizeDraws.drawn_at), desc(doorPrizeDraws.id));
  return rows.map((row) => ({ ...row, drawn_at: isoTimestamp(row.drawn_at) }));
}

/** The winners of an invitation's door prize, the latest first. */
export const doorPrizeWinners = (db: Database, rootId: string) =>
  drawsWhere(db, eq(doorPrizeDraws.invitation_id, rootId));

/** A draw by its id, with its guest's name, group and table. */
export async function doorPrizeDrawOf(db: Database, drawId: string): Promise<DoorPrizeDraw | undefined> {
  const [draw] = await drawsWhere(db, eq(doorPrizeDraws.id, drawId));
  return draw;
}

/** The guests present who have not won yet, by id (a fixed order, so the random pick is the only chance). */
function drawableGuests(db: Database, rootId: string) {
  const won = db
    .select({ one: sql`1` })
    .from(doorPrizeDraws)
    .where(and(eq(doorPrizeDraws.invitation_id, rootId), eq(doorPrizeDraws.guest_id, checkIns.guest_id)));
  return db
    .selectDistinct({ id: checkIns.guest_id })
    .from(checkIns)
    .where(and(presentGuestsCondition(rootId), notExists(won)))
    .orderBy(checkIns.guest_id);
}

/**
 * Draws a winner: one of the guests present who have not won, picked with crypto randomness and
 * written in one transaction. Two draws at once that pick the same guest: the unique index lets one
 * write it, the other reads who is left and picks again. 409 when nobody is left to draw.
 */
export async function drawDoorPrize(db: Database, rootId: string, prize: string | null): Promise<DoorPrizeDraw> {
  for (let attempt = 0; attempt < DRAW_ATTEMPTS; attempt++) {
    const drawId = await db.transaction(async (tx) => {
      const candidates = await drawableGuests(tx as unknown as Database, rootId);
      if (!candidates.length) throw conflict(NOBODY_TO_DRAW);
      const winner = candidates[randomInt(candidates.length)]!;
      const [inserted] = await tx
        .insert(doorPrizeDraws)
        .values({ invitation_id: rootId, guest_id: winner.id, prize })
        .onConflictDoNothing()
        .returning({ id: doorPrizeDraws.id });
      return inserted?.id;
    });
    if (drawId) return (await drawsWhere(db, eq(doorPrizeDraws.id, drawId)))[0]!;
  }
  throw conflict(DRAW_CROWDED);
}

/** Removes a draw: its guest may be drawn again. */
export async function removeDoorPrizeDraw(db: Database, drawId: string): Promise<void> {
  await db.delete(doorPrizeDraws).where(eq(doorPrizeDraws.id, drawId));
}
