import { useInfiniteQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { AllWishes } from '../../../engine/content/all-wishes';
import {
  nextWishPage,
  wishesOfPages,
  type WishPagesSource,
  type WishPagesView,
} from '../../../engine/content/wish-pages';
import { WishPages } from '../../../renderers/sections/wish-pages';

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

/** The dialog's list of every wish from `source`: the pages, drawn by the wish section's renderer. */
export function allWishesOf(source: WishPagesSource): AllWishes {
  return {
    List: function AllWishesList({ now }: { now: number }) {
      return <WishPages {...useWishPages(source)} now={now} />;
    },
  };
}
