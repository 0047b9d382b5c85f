import { and, count, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { AdminUserListQuery, UserRole } from '../../../schemas/requests/admin';
import type { AdminUser } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { invitations, users } from '../../db/schema';
import { newestFirstPage, pageOf, searchPattern } from './admin-page';

/** The invitations each account owns: roots only (a version goes with its invitation). */
const ownedBy = (db: Database) =>
  db
    .select({ user_id: invitations.user_id, owned: count().as('owned') })
    .from(invitations)
    .where(isNull(invitations.parent_id))
    .groupBy(invitations.user_id)
    .as('owned_by');

/**
 * The console's accounts (docs/product.md#operator-console), newest first: found by name or e-mail
 * (any part, any case), of one role if asked, each with the invitations it owns.
 */
export async function adminUserPage(db: Database, query: AdminUserListQuery) {
  const paging = pageOf(query);
  const owned = ownedBy(db);
  const pattern = searchPattern(query.q);
  const where = and(
    pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
  );
  const rows = db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      email_verified_at: users.email_verified_at,
      created_at: users.created_at,
      invitations: sql<number>`coalesce(${owned.owned}, 0)`.mapWith(Number),
    })
    .from(users)
    .leftJoin(owned, eq(owned.user_id, users.id))
    .where(where)
    .$dynamic();
  const total = db.select({ total: count() }).from(users).where(where);
  return newestFirstPage(rows, [users.created_at, users.id], total, paging, (row): AdminUser => ({
    ...row,
    role: row.role as UserRole,
    email_verified_at: row.email_verified_at === null ? null : isoTimestamp(row.email_verified_at),
    created_at: isoTimestamp(row.created_at),
  }));
}
