import { asc, count, eq, sql } from 'drizzle-orm';
import type { SouvenirPayload, SouvenirRule } from '../../../schemas/requests/guestbook';
import type { Souvenir } from '../../../schemas/responses/guestbook';
import type { Database } from '../../db/database';
import { souvenirHandouts, souvenirs } from '../../db/schema';
import { validationError } from '../../http/validation';

/** Souvenir kinds of a guestbook with what is handed and left of their stock (docs/product.md#guestbook). */

export const SOUVENIR_NOT_FOUND = 'Suvenir tidak ditemukan';

// The outer row is named in the SQL text: Drizzle leaves a one-table select's columns unqualified,
// which inside the subquery would name the subquery's own table.
const souvenirColumns = {
  id: souvenirs.id,
  name: souvenirs.name,
  stock: souvenirs.stock,
  rule: souvenirs.rule,
  /** Souvenirs handed so far (quantities added up). */
  handed: sql<number>`(select coalesce(sum(h.quantity), 0) from souvenir_handouts h where h.souvenir_id = souvenirs.id)::int`,
};

const souvenirOf = (row: { id: string; name: string; stock: number; rule: string; handed: number }): Souvenir => ({
  ...row,
  rule: row.rule as SouvenirRule,
  left: Math.max(0, row.stock - row.handed),
});

/** A guestbook's souvenir kinds in their order, each with handed and left. */
export async function souvenirList(db: Database, rootId: string): Promise<Souvenir[]> {
  const rows = await db
    .select(souvenirColumns)
    .from(souvenirs)
    .where(eq(souvenirs.invitation_id, rootId))
    .orderBy(asc(souvenirs.index), asc(souvenirs.created_at));
  return rows.map(souvenirOf);
}

export async function souvenirById(db: Database, id: string): Promise<Souvenir | undefined> {
  const [row] = await db.select(souvenirColumns).from(souvenirs).where(eq(souvenirs.id, id));
  return row && souvenirOf(row);
}

/** A new souvenir kind, last in the order. */
export async function createSouvenir(db: Database, rootId: string, body: SouvenirPayload): Promise<Souvenir> {
  const [{ total } = { total: 0 }] = await db
    .select({ total: count() })
    .from(souvenirs)
    .where(eq(souvenirs.invitation_id, rootId));
  const [row] = await db
    .insert(souvenirs)
    .values({ ...body, invitation_id: rootId, index: total })
    .returning({ id: souvenirs.id });
  return (await souvenirById(db, row!.id))!;
}

/**
 * Updates a souvenir kind; its stock may not go below what is already handed (400 at `stock`). The
 * row is locked while checking, so a handout at the same moment waits.
 */
export async function updateSouvenir(db: Database, id: string, body: SouvenirPayload): Promise<Souvenir> {
  await db.transaction(async (tx) => {
    await tx.select({ id: souvenirs.id }).from(souvenirs).where(eq(souvenirs.id, id)).for('update');
    const [{ handed } = { handed: 0 }] = await tx
      .select({ handed: sql<number>`coalesce(sum(${souvenirHandouts.quantity}), 0)::int` })
      .from(souvenirHandouts)
      .where(eq(souvenirHandouts.souvenir_id, id));
    if (body.stock < handed) {
      throw validationError([
        { field: 'stock', message: `Stok tidak boleh kurang dari yang sudah diberikan (${handed})` },
      ]);
    }
    await tx.update(souvenirs).set(body).where(eq(souvenirs.id, id));
  });
  return (await souvenirById(db, id))!;
}

/** Removes a souvenir kind and its handouts. */
export async function removeSouvenir(db: Database, id: string): Promise<void> {
  await db.delete(souvenirs).where(eq(souvenirs.id, id));
}
