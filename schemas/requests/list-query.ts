import { PAGE_MAX } from '../limits';

/** The paging parameters of a list's query string. */

/** The page: from 1. */
export const pageQueryProp = {
  type: 'integer',
  title: 'Halaman',
  minimum: 1,
  maximum: PAGE_MAX,
  errorMessage: 'Halaman harus 1 sampai 1.000.000',
} as const;

/** How many items a page holds: 1 to `max`. */
export const pageSizeQueryProp = <const Max extends number>(max: Max) =>
  ({
    type: 'integer',
    title: 'Jumlah per halaman',
    minimum: 1,
    maximum: max,
    errorMessage: `Jumlah per halaman harus 1 sampai ${max}`,
  }) as const;
