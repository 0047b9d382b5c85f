import { and, desc, eq, inArray, like, sql } from 'drizzle-orm';
import { FIRST_VERSION } from '../../../schemas/responses/owner-content';
import type { Database } from '../../db/database';
import { invitationChanges, invitations, users } from '../../db/schema';
import { staleVersion } from '../../http/http-error';
import type { Transaction } from './content-order';

export { FIRST_VERSION };

/** Who changed a thing: the 409's words when a write was based on an older version. */
export const changedByMessage = (name: string) =>
  `Data ini baru saja diubah oleh ${name}. Muat ulang untuk melihat perubahan terbaru.`;
/** The name of a person whose account is gone. */
const SOMEONE = 'pengguna lain';

/** The keys of the things whose versions the owner area asks for by their invitation (the owned rows use `{kind}:{id}`). */
export const coupleKey = (invitationId: string) => `couple:${invitationId}`;
export const invitationKey = (invitationId: string) => `invitation:${invitationId}`;
/** The key of one guest: their edits are checked against it (the list as a whole, `guests:{id}`, is not). */
export const GUEST_KEY_PREFIX = 'guest:';
export const guestKey = (guestId: string) => `${GUEST_KEY_PREFIX}${guestId}`;

export type ChangeAction = (typeof invitationChanges.$inferSelect)['action'];

/** One owner-side write: what (its key and its name in the owner area), by whom, on which root invitation. */
export type ChangeTarget = {
  rootId: string;
  entityKey: string;
  subject: string;
  action: ChangeAction;
  userId: string;
};

/** What the request says of itself: the version it was based on (If-Match) and its Idempotency-Key. */
export type WritePreconditions = { basedOn?: string; requestKey?: string };

/** The newest change of one thing, with its author's name. */
async function latestChange(tx: Transaction, rootId: string, entityKey: string) {
  const [row] = await tx
    .select({ id: invitationChanges.id, name: users.name })
    .from(invitationChanges)
    .leftJoin(users, eq(users.id, invitationChanges.user_id))
    .where(and(eq(invitationChanges.invitation_id, rootId), eq(invitationChanges.entity_key, entityKey)))
    .orderBy(desc(invitationChanges.created_at))
    .limit(1);
  return row;
}

/**
 * Runs an owner's write as one change (docs/product.md#no-lost-edit): in one transaction that holds
 * the root invitation's row lock, so writes to one invitation are checked and made one after the
 * other. A write based on an older version than the thing's newest change is refused with 409 naming
 * who changed it; a request whose Idempotency-Key this user already sent is not written again (a
 * double click, a retry after a lost answer) and `write` is not called: `replayed` tells the caller
 * to answer what is stored (`entityKey` names what that request wrote). Answers the new version.
 */
export async function writeChange<T>(
  db: Database,
  target: ChangeTarget,
  { basedOn, requestKey }: WritePreconditions,
  write: (tx: Transaction) => Promise<T>,
): Promise<{ result?: T; version: string; replayed: boolean; entityKey: string }> {
  return db.transaction(async (tx) => {
    await tx.select({ id: invitations.id }).from(invitations).where(eq(invitations.id, target.rootId)).for('update');
    if (requestKey) {
      const [earlier] = await tx
        .select({ id: invitationChanges.id, entityKey: invitationChanges.entity_key })
        .from(invitationChanges)
        .where(and(eq(invitationChanges.user_id, target.userId), eq(invitationChanges.request_key, requestKey)));
      if (earlier) return { version: earlier.id, replayed: true, entityKey: earlier.entityKey };
    }
    const latest = await latestChange(tx, target.rootId, target.entityKey);
    if (basedOn !== undefined && basedOn !== (latest?.id ?? FIRST_VERSION)) {
      throw staleVersion(changedByMessage(latest?.name ?? SOMEONE), latest?.id ?? FIRST_VERSION);
    }
    const result = await write(tx);
    const version = await insertChange(tx, target, requestKey);
    return { result, version, replayed: false, entityKey: target.entityKey };
  });
}

/** Stores one change; answers its id, the thing's new version. */
async function insertChange(db: Database | Transaction, target: ChangeTarget, requestKey?: string): Promise<string> {
  const [change] = await db
    .insert(invitationChanges)
    .values({
      invitation_id: target.rootId,
      user_id: target.userId,
      entity_key: target.entityKey,
      subject: target.subject,
      action: target.action,
      request_key: requestKey ?? null,
      // The time it is written (after the lock, in writeChange): changes of one invitation are in the order they were made.
      created_at: sql`clock_timestamp()`,
    })
    .returning({ id: invitationChanges.id });
  return change!.id;
}

/**
 * Records a write that has no version to check (docs/product.md#changes: a wish deleted, a venue
 * table, a member, a version of the invitation): who changed what, and when, for the list of changes.
 * Made after the write; answers the change's id.
 */
export const recordChange = (db: Database, target: ChangeTarget): Promise<string> => insertChange(db, target);

/** The version of each thing of an invitation that has one (its newest change), by entity key. */
export async function versionsOf(db: Database, rootId: string): Promise<Record<string, string>> {
  const rows = await db
    .selectDistinctOn([invitationChanges.entity_key], {
      key: invitationChanges.entity_key,
      id: invitationChanges.id,
    })
    .from(invitationChanges)
    .where(eq(invitationChanges.invitation_id, rootId))
    .orderBy(invitationChanges.entity_key, desc(invitationChanges.created_at));
  return Object.fromEntries(rows.map((row) => [row.key, row.id]));
}

/**
 * The versions of the things of one kind of a root invitation (their newest changes; keys
 * `{prefix}{id}`), by id: of the ids named, or of every one of that kind. One query on the changes'
 * (invitation, key, time) index.
 */
export async function keyedVersionsOf(
  db: Database,
  rootId: string,
  prefix: string,
  ids?: string[],
): Promise<Map<string, string>> {
  if (ids && !ids.length) return new Map();
  const rows = await db
    .selectDistinctOn([invitationChanges.entity_key], { key: invitationChanges.entity_key, id: invitationChanges.id })
    .from(invitationChanges)
    .where(
      and(
        eq(invitationChanges.invitation_id, rootId),
        ids
          ? inArray(
              invitationChanges.entity_key,
              ids.map((id) => `${prefix}${id}`),
            )
          : like(invitationChanges.entity_key, `${prefix.replace(/[\\%_]/g, '\\$&')}%`),
      ),
    )
    .orderBy(invitationChanges.entity_key, desc(invitationChanges.created_at));
  return new Map(rows.map((row) => [row.key.slice(prefix.length), row.id]));
}

/** The versions of some guests of a root invitation (or of all of them), by guest id. */
export const guestVersionsOf = (db: Database, rootId: string, guestIds?: string[]) =>
  keyedVersionsOf(db, rootId, GUEST_KEY_PREFIX, guestIds);

/** The newest changes of an invitation, newest first, with their authors' names. */
export async function recentChanges(db: Database, rootId: string, limit: number) {
  const rows = await db
    .select({
      subject: invitationChanges.subject,
      action: invitationChanges.action,
      entity_key: invitationChanges.entity_key,
      user_name: users.name,
      created_at: invitationChanges.created_at,
    })
    .from(invitationChanges)
    .leftJoin(users, eq(users.id, invitationChanges.user_id))
    .where(eq(invitationChanges.invitation_id, rootId))
    .orderBy(desc(invitationChanges.created_at))
    .limit(limit);
  return rows.map((row) => ({ ...row, user_name: row.user_name ?? SOMEONE }));
}
