import type { OperatorAction } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { operatorActions } from '../../db/payment-tables';

/** Who acts in the console, and the server's time of the action (app.clock()). */
export type Operator = { userId: string; at: number };

/** Writes one line of the operator log: `action` on `target` (e.g. 'order:UND-…'), with what it changed. */
export type LogAction = (action: OperatorAction, target: string, detail?: Record<string, unknown>) => Promise<void>;

/** One line of the operator log, written with `db` (the action's own transaction). */
export async function logOperatorAction(
  db: Pick<Database, 'insert'>,
  operator: Operator,
  ...[action, target, detail]: Parameters<LogAction>
): Promise<void> {
  await db.insert(operatorActions).values({
    user_id: operator.userId,
    action,
    target,
    detail: detail ?? null,
    created_at: new Date(operator.at).toISOString(),
  });
}

/**
 * An operator's write and its line in the log in one transaction (docs/product.md#operator-console):
 * `work` changes what it changes with `tx` and calls `log`; a failure anywhere leaves neither.
 */
export function asOperator<T>(
  db: Database,
  operator: Operator,
  work: (tx: Database, log: LogAction) => Promise<T>,
): Promise<T> {
  return db.transaction((tx) =>
    work(tx as unknown as Database, (...entry) => logOperatorAction(tx, operator, ...entry)),
  );
}
