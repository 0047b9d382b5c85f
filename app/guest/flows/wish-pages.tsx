import { QueryClientContext, QueryClientProvider, useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useContext, useMemo } from 'react';
import type { AllWishes } from '../../../engine/content/all-wishes';
import {
  nextWishPage,
  wishesOfPages,
  type WishPagesSource,
  type WishPagesView,
} from '../../../engine/content/wish-pages';
import { WishPages } from '../../../renderers/sections/wish-pages';
import { queryClient } from '../../queries/query-client';

/**
 * The pages of every wish from `source`, through the query cache (TanStack Query's infinite
 * query): the first when the dialog opens, each next one when it asks. A page that fails leaves
 * the ones before it in place and is asked again by `loadMore`.
 */
export function useWishPages(source: WishPagesSource): WishPagesView {
  const query = useInfiniteQuery({
    queryKey: source.key,
    queryFn: ({ pageParam }) => source.load(pageParam),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextWishPage(pages),
    staleTime: 30_000,
  });
  const { data, fetchNextPage, refetch } = query;
  const loadMore = useCallback(() => {
    // A call while a page is on its way joins it rather than starting it again.
    if (data) void fetchNextPage({ cancelRefetch: false });
    else void refetch({ cancelRefetch: false });
  }, [data, fetchNextPage, refetch]);
  const wishes = useMemo(() => wishesOfPages(data?.pages ?? []), [data]);
  return {
    wishes,
    hasMore: query.hasNextPage,
    loading: (query.isFetching && !data) || query.isFetchingNextPage,
    // Only the first page or a next one: a refresh of the pages shown that fails keeps them shown.
    failed: !query.isFetching && (query.isFetchNextPageError || (query.isError && !data)),
    loadMore,
  };
}

/** Drops the pages under `key`: a list on screen starts again from the first (after a new wish). */
export function resetWishPages(key: readonly unknown[]): Promise<void> {
  return queryClient.resetQueries({ queryKey: key });
}

function AllWishesPages({ source, now }: { source: WishPagesSource; now: number }) {
  return <WishPages {...useWishPages(source)} now={now} />;
}

/**
 * The dialog's list of every wish from `source`: the pages, drawn by the wish section's renderer, in
 * the query cache around it, else the app's one (the guest's light start has no provider).
 */
export function allWishesOf(source: WishPagesSource): AllWishes {
  return {
    List: function AllWishesList({ now }: { now: number }) {
      const pages = <AllWishesPages source={source} now={now} />;
      if (useContext(QueryClientContext)) return pages;
      return <QueryClientProvider client={queryClient}>{pages}</QueryClientProvider>;
    },
  };
}
