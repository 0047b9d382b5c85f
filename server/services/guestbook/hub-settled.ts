import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export type SettledOptions = {
  /** Between two looks at the writers still running. */
  pollMs?: number;
  /** Past this, the writers still running are not waited for (a stuck one must not stop the screens). */
  maxWaitMs?: number;
  onTimeout?: () => void;
};

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The transactions writing check_ins now (an INSERT or UPDATE holds RowExclusiveLock on it to its end). */
async function writers(db: Database): Promise<Set<string>> {
  const result = await db.execute(
    sql`select virtualtransaction as id from pg_locks
        where locktype = 'relation' and relation = 'check_ins'::regclass
          and mode = 'RowExclusiveLock' and pid <> pg_backend_pid()`,
  );
  return new Set(rowsOf<{ id: string }>(result).map((row) => row.id));
}

/**
 * A seq up to which every check-in is committed or never will be, on PostgreSQL, where several
 * connections write at once: seqs are taken in one order and committed in another, so a reader that
 * saw seq 11 may not yet see seq 10 (committed a moment later); a socket sent 11 would then never get
 * 10, as it asks only for what comes after. The sequence's last value is read first, then every
 * transaction writing check_ins is waited for: each took its seq after locking the table and keeps
 * the lock to its end, so once they are gone every seq up to that value is committed or rolled back.
 * Check-ins above it wait for the next read, which their own notification brings.
 */
export async function settledCheckInSeq(db: Database, options: SettledOptions = {}): Promise<number> {
  const { pollMs = 2, maxWaitMs = 2_000 } = options;
  const [row] = rowsOf<{ last: string | number }>(
    await db.execute(sql`select case when is_called then last_value else 0 end as last from check_ins_seq_seq`),
  );
  const last = Number(row?.last ?? 0);
  let waiting = await writers(db);
  const until = Date.now() + maxWaitMs;
  while (waiting.size) {
    if (Date.now() > until) {
      options.onTimeout?.();
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, pollMs));
    const still = await writers(db);
    waiting = new Set([...waiting].filter((id) => still.has(id)));
  }
  return last;
}
