import { getTableColumns, type Table } from 'drizzle-orm';
import { isoTimestamp } from './entity-time';

/** A row as its entity: required columns stay, empty (null) columns become absent fields. */
export type EntityRow<T> = { [K in keyof T as null extends T[K] ? never : K]: T[K] } & {
  [K in keyof T as null extends T[K] ? K : never]?: NonNullable<T[K]>;
};

const timestampKeys = new WeakMap<Table, Set<string>>();

function timestampsOf(table: Table): Set<string> {
  let keys = timestampKeys.get(table);
  if (!keys) {
    const columns = Object.entries(getTableColumns(table));
    keys = new Set(columns.filter(([, c]) => c.columnType.startsWith('PgTimestamp')).map(([key]) => key));
    timestampKeys.set(table, keys);
  }
  return keys;
}

/**
 * A database row in the shape of its entity schema (schemas/entities): timestamps as ISO strings
 * (PostgreSQL answers "2026-01-02 03:04:05+00") and null columns left out, since the entities
 * describe an unset field as a missing one.
 */
export function entityRow<T extends Record<string, unknown>>(table: Table, row: T): EntityRow<T> {
  const timestamps = timestampsOf(table);
  const entries = Object.entries(row)
    .filter(([, value]) => value !== null && value !== undefined)
    .map(([key, value]) => [key, timestamps.has(key) ? isoTimestamp(value as string) : value]);
  return Object.fromEntries(entries) as EntityRow<T>;
}
