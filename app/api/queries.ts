import { QueryClient, queryOptions } from '@tanstack/react-query';
import { guestCalls } from './guest-calls';

/** Query keys, from the invitation down (TanStack Query's hierarchical keys). */
export const invitationKeys = {
  all: (slug: string) => ['invitation', slug] as const,
  page: (slug: string, guestCode: string | null) => ['invitation', slug, 'page', guestCode] as const,
  wishes: (slug: string) => ['invitation', slug, 'wishes'] as const,
};

export const invitationPageQuery = (slug: string, guestCode: string | null) =>
  queryOptions({
    queryKey: invitationKeys.page(slug, guestCode),
    queryFn: () => guestCalls.page(slug, guestCode),
    staleTime: 60_000,
  });

/** SPEC 7: page size 999, newest first; refetched after a wish is posted. */
export const wishesQuery = (slug: string) =>
  queryOptions({ queryKey: invitationKeys.wishes(slug), queryFn: () => guestCalls.wishes(slug), staleTime: 30_000 });

export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } } });
