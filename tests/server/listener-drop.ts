import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../server/db/database';

/**
 * Cuts `app`'s LISTEN connection to PostgreSQL (terminated through another connection, `through`, as
 * a database restart or a network cut would) while watching `channel`: answers whether the app still
 * listened once it noticed (`listening`), `listeningAgain` that resolves when it has reconnected, and
 * `stop` to stop watching.
 */
export async function dropListener(app: FastifyInstance, through: Database, channel: string) {
  let changed: (up: boolean) => void = () => {};
  const stop = app.notifications.listen(channel, { notified: () => {}, listening: (up) => changed(up) });
  const next = () => new Promise<boolean>((resolve) => (changed = resolve));
  const down = next();
  await through.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`,
  );
  const listening = await down;
  return { listening, listeningAgain: next(), stop };
}
