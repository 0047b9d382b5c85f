import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import { redirect, type LoaderFunctionArgs } from 'react-router';
import { ApiError } from '../../api/client';
import { queryClient } from '../../queries/query-client';

/** Answers that send the owner back to the list (docs/product.md#errors): none, not theirs, signed out. */
export const BACK_TO_LIST = new Set([401, 403, 404]);

/**
 * A loader for a page of one invitation: it makes sure the invitation's `query` is in the cache and
 * sends the owner back to /invitation when the answer is 401, 403 or 404.
 */
export function backToListLoader<T, K extends QueryKey>(query: (id: string) => EnsureQueryDataOptions<T, Error, T, K>) {
  return async ({ params }: LoaderFunctionArgs) => {
    try {
      await queryClient.ensureQueryData(query(params.id ?? ''));
    } catch (error) {
      if (error instanceof ApiError && BACK_TO_LIST.has(error.status)) throw redirect('/invitation');
      throw error;
    }
    return null;
  };
}
