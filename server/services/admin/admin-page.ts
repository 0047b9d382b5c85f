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
