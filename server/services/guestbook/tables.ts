import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { GuestbookTablePayload, SeatingPayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { guestbookTables, guests } from '../../db/schema';
import { databaseErrorOf } from '../../http/database-errors';
import { conflict, notFound } from '../../http/http-error';
import { validationError } from '../../http/validation';

/** Venue tables of a guestbook and seating guests at them (docs/product.md#guestbook). */

export const TABLE_NOT_FOUND = 'Meja tidak ditemukan';
const NAME_TAKEN = 'Nama meja sudah dipakai';

/**
 * Each table with its guests and the people expected at it: every seated guest's RSVP pax (the
 * largest of their attending answers), at least 1 each.
 */
// The outer row is named in the SQL text: Drizzle leaves a one-table select's columns unqualified,
// which inside the subquery would name the subquery's own table.
const tableColumns = {
  id: guestbookTables.id,
  name: guestbookTables.name,
  capacity: guestbookTables.capacity,
  guests: sql<number>`(select count(*) from guests g where g.table_id = guestbook_tables.id)::int`,
  seated: sql<number>`(select coalesce(sum(greatest(coalesce((
      select max(r.pax) from rsvp_entries r where r.guest_id = g.id and r.is_attend), 1), 1)), 0)
    from guests g where g.table_id = guestbook_tables.id)::int`,
};

/** A guestbook's tables in their order. */
export async function tableList(db: Database, rootId: string): Promise<GuestbookTable[]> {
  return db
    .select(tableColumns)
    .from(guestbookTables)
    .where(eq(guestbookTables.invitation_id, rootId))
    .orderBy(asc(guestbookTables.index), asc(guestbookTables.created_at));
}

async function tableById(db: Database, id: string): Promise<GuestbookTable> {
  const [row] = await db.select(tableColumns).from(guestbookTables).where(eq(guestbookTables.id, id));
  if (!row) throw notFound(TABLE_NOT_FOUND);
  return row;
}

/** A table name is unique within a guestbook (its index): a clash is a 409 at `name`. */
async function withNameFree<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (databaseErrorOf(error)?.constraint === 'guestbook_tables_name_idx') {
      throw conflict(NAME_TAKEN, [{ field: 'name', message: NAME_TAKEN }]);
    }
    throw error;
  }
}

/** A new table, last in the order. */
export async function createTable(db: Database, rootId: string, body: GuestbookTablePayload): Promise<GuestbookTable> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(guestbookTables)
    .where(eq(guestbookTables.invitation_id, rootId));
  const [row] = await withNameFree(() =>
    db
      .insert(guestbookTables)
      .values({ ...body, invitation_id: rootId, index: total })
      .returning({ id: guestbookTables.id }),
  );
  return tableById(db, row!.id);
}

export async function updateTable(db: Database, id: string, body: GuestbookTablePayload): Promise<GuestbookTable> {
  await withNameFree(() => db.update(guestbookTables).set(body).where(eq(guestbookTables.id, id)));
  return tableById(db, id);
}

/** Removes a table; its guests are left without one (the foreign key sets null). */
export async function removeTable(db: Database, id: string): Promise<void> {
  await db.delete(guestbookTables).where(eq(guestbookTables.id, id));
}

/**
 * Seats the guests named, or every guest of a group, at a table of this guestbook (null: no table).
 * Guests of another invitation are refused (400 at `guest_ids`), nothing changed. Answers the tables.
 */
export async function seatGuests(db: Database, rootId: string, body: SeatingPayload): Promise<GuestbookTable[]> {
  const { table_id, guest_ids, group } = body;
  if (!guest_ids?.length && group === undefined) {
    throw validationError([{ field: 'guest_ids', message: 'Pilih tamu atau grup yang didudukkan' }]);
  }
  if (table_id !== null) {
    const [table] = await db
      .select({ id: guestbookTables.id })
      .from(guestbookTables)
      .where(and(eq(guestbookTables.id, table_id), eq(guestbookTables.invitation_id, rootId)));
    if (!table) throw validationError([{ field: 'table_id', message: TABLE_NOT_FOUND }]);
  }
  const ids = [...new Set(guest_ids ?? [])];
  if (ids.length) {
    const [{ found } = { found: 0 }] = await db
      .select({ found: count() })
      .from(guests)
      .where(and(inArray(guests.id, ids), eq(guests.invitation_id, rootId)));
    if (found !== ids.length) {
      throw validationError([{ field: 'guest_ids', message: 'Ada tamu yang bukan tamu undangan ini' }]);
    }
  }
  await db.transaction(async (tx) => {
    if (ids.length) {
      await tx
        .update(guests)
        .set({ table_id })
        .where(and(inArray(guests.id, ids), eq(guests.invitation_id, rootId)));
    }
    if (group !== undefined) {
      await tx
        .update(guests)
        .set({ table_id })
        .where(and(eq(guests.group, group.trim()), eq(guests.invitation_id, rootId)));
    }
  });
  return tableList(db, rootId);
}
