import { desc } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE } from '../../../schemas/requests/admin';
import type { AdminListMeta } from '../../../schemas/responses/admin';
import { containsPattern } from '../../db/like-pattern';

/** The page a list query asks for (20 rows by default), and the rows to skip for it. */
export function pageOf(query: { page?: number; pageSize?: number }) {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? ADMIN_PAGE_SIZE.default;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/** A paged answer: the rows and `meta` (the rows that match, the page). */
export const pagedAnswer = <T>(
  data: T[],
  total: number | undefined,
  { page, pageSize }: ReturnType<typeof pageOf>,
) => ({
  data,
  meta: { total: total ?? 0, page, pageSize } satisfies AdminListMeta,
});

/** A search text as an ILIKE pattern that finds it anywhere, or undefined for none (blank). */
export const searchPattern = (q: string | undefined): string | undefined => {
  const text = q?.trim();
  return text ? containsPattern(text) : undefined;
};

/**
 * A list's page, newest first (by `createdAt`, ties by `tieBreak`), as `pagedAnswer`: `rows` selects
 * the list's rows (filtered, `$dynamic()`), `total` counts the same rows, `entity` answers each row.
 */
export async function newestFirstPage<Q extends PgSelect, T>(
  rows: Q,
  [createdAt, tieBreak]: [PgColumn, PgColumn],
  total: PromiseLike<{ total: number }[]>,
  paging: ReturnType<typeof pageOf>,
  entity: (row: Awaited<Q>[number]) => T,
) {
  const [found, [counted]] = await Promise.all([
    rows.orderBy(desc(createdAt), desc(tieBreak)).limit(paging.pageSize).offset(paging.offset),
    total,
  ]);
  return pagedAnswer((found as Awaited<Q>).map(entity), counted?.total, paging);
}
