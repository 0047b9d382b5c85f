import type { Schema } from '../json-schema';
import { PAGE_MAX, TEXT_MAX } from '../limits';

/** What the query strings of lists are made of: the page, a search, filters, and the closed object. */

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

/** The message of a query parameter the list does not know. */
export const UNKNOWN_PARAMETER = 'Parameter tidak dikenal';

/** A list's query string: only `properties`, each of them optional; any other parameter is refused. */
export const queryObject = <const P extends Record<string, Schema>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    properties,
    errorMessage: { additionalProperties: UNKNOWN_PARAMETER },
  }) as const;

/** A search text of a list (a name's length at most). */
export const searchQueryProp = <const T extends string>(title: T) =>
  ({
    type: 'string',
    title,
    maxLength: TEXT_MAX.name,
    errorMessage: `Pencarian maksimal ${TEXT_MAX.name} karakter`,
  }) as const;
