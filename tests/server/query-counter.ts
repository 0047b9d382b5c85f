import type { Database } from '../../server/db/database';

type Logger = { logQuery: (query: string, params: unknown[]) => void };

/**
 * Counts the queries a Drizzle database runs from now on (those whose SQL matches `matching`, when
 * given), prepared ones included: through its session's logger, which every query it prepares holds
 * and reports to; `stop` ends the count.
 */
export function countQueries(db: Database, matching?: RegExp): { count: () => number; stop: () => void } {
  const { logger } = (db as unknown as { session: { logger: Logger } }).session;
  const own = Object.prototype.hasOwnProperty.call(logger, 'logQuery');
  const former = logger.logQuery;
  let count = 0;
  logger.logQuery = (query, params) => {
    if (!matching || matching.test(query)) count += 1;
    former.call(logger, query, params);
  };
  return {
    count: () => count,
    stop: () => {
      if (own) logger.logQuery = former;
      else delete (logger as Partial<Logger>).logQuery;
    },
  };
}

/**
 * The tables the queries a Drizzle database runs from now on name (after FROM, JOIN, INTO or
 * UPDATE, their subqueries too); `stop` ends the record.
 */
export function recordTables(db: Database): { tables: () => Set<string>; stop: () => void } {
  const { logger } = (db as unknown as { session: { logger: Logger } }).session;
  const own = Object.prototype.hasOwnProperty.call(logger, 'logQuery');
  const former = logger.logQuery;
  const tables = new Set<string>();
  logger.logQuery = (query, params) => {
    for (const [, table] of query.matchAll(/\b(?:from|join|into|update)\s+"?([a-z_][a-z0-9_]*)"?/gi)) {
      tables.add(table!.toLowerCase());
    }
    former.call(logger, query, params);
  };
  return {
    tables: () => tables,
    stop: () => {
      if (own) logger.logQuery = former;
      else delete (logger as Partial<Logger>).logQuery;
    },
  };
}
