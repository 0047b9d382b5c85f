import { and, count, eq } from 'drizzle-orm';
import type { OperatorActionListQuery } from '../../../schemas/requests/admin';
import type { OperatorAction, OperatorActionEntry } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { operatorActions } from '../../db/payment-tables';
import { users } from '../../db/schema';
import { newestFirstPage, pageOf } from './admin-page';

/**
 * The operator log (docs/product.md#operator-console), newest first: who (their name and e-mail; null
 * once the account is gone), what, on what and when; of one target or one operator if asked.
 */
export async function operatorActionPage(db: Database, query: OperatorActionListQuery) {
  const paging = pageOf(query);
  const where = and(
    query.target ? eq(operatorActions.target, query.target) : undefined,
    query.user_id ? eq(operatorActions.user_id, query.user_id) : undefined,
  );
  const rows = db
    .select({ entry: operatorActions, user: { id: users.id, name: users.name, email: users.email } })
    .from(operatorActions)
    .leftJoin(users, eq(users.id, operatorActions.user_id))
    .where(where)
    .$dynamic();
  const total = db.select({ total: count() }).from(operatorActions).where(where);
  return newestFirstPage(
    rows,
    [operatorActions.created_at, operatorActions.id],
    total,
    paging,
    ({ entry, user }): OperatorActionEntry => ({
      id: entry.id,
      action: entry.action as OperatorAction,
      target: entry.target,
      detail: entry.detail,
      user,
      created_at: isoTimestamp(entry.created_at),
    }),
  );
}
