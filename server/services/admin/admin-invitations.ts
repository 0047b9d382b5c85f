import { and, count, eq, ilike, isNotNull, isNull, or } from 'drizzle-orm';
import type { AdminInvitationListQuery } from '../../../schemas/requests/admin';
import type { AdminInvitation } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { invitationPlans, invitations, users } from '../../db/schema';
import { newestFirstPage, pageOf, searchPattern } from './admin-page';

const instant = (value: string | null) => (value === null ? null : isoTimestamp(value));

const columns = {
  id: invitations.id,
  slug: invitations.slug,
  parent_id: invitations.parent_id,
  version_name: invitations.version_name,
  status: invitations.status,
  theme: invitations.theme,
  plan_code: invitationPlans.code,
  paid_at: invitations.paid_at,
  expired_at: invitations.expired_at,
  suspended_reason: invitations.suspended_reason,
  owner: { id: users.id, name: users.name, email: users.email },
  created_at: invitations.created_at,
};

type Row = Omit<AdminInvitation, 'plan_code'> & { plan_code: string | null };

const entity = (row: Row): AdminInvitation => ({
  ...row,
  paid_at: instant(row.paid_at),
  expired_at: instant(row.expired_at),
  created_at: isoTimestamp(row.created_at),
});

/** Invitations with their owner and plan. */
const withOwners = (db: Database, select: typeof columns) =>
  db
    .select(select)
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.user_id))
    .leftJoin(invitationPlans, eq(invitationPlans.id, invitations.plan_id))
    .$dynamic();

/**
 * The console's invitations (docs/product.md#operator-console), roots and versions, newest first:
 * found by slug or the owner's e-mail (any part, any case), only the suspended ones if asked.
 */
export async function adminInvitationPage(db: Database, query: AdminInvitationListQuery) {
  const paging = pageOf(query);
  const pattern = searchPattern(query.q);
  const where = and(
    pattern ? or(ilike(invitations.slug, pattern), ilike(users.email, pattern)) : undefined,
    query.suspended === undefined
      ? undefined
      : query.suspended
        ? isNotNull(invitations.suspended_reason)
        : isNull(invitations.suspended_reason),
  );
  const total = db
    .select({ total: count() })
    .from(invitations)
    .innerJoin(users, eq(users.id, invitations.user_id))
    .where(where);
  return newestFirstPage(
    withOwners(db, columns).where(where),
    [invitations.created_at, invitations.id],
    total,
    paging,
    entity,
  );
}

/** One invitation as the console shows it, or undefined. */
export async function adminInvitationById(db: Database, id: string): Promise<AdminInvitation | undefined> {
  const [row] = await withOwners(db, columns).where(eq(invitations.id, id));
  return row && entity(row);
}
