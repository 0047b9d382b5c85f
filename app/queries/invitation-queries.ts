import { queryOptions } from '@tanstack/react-query';
import { guestCalls } from '../api/guest-calls';

/** Query keys, from the invitation down (TanStack Query's hierarchical keys). */
export const invitationKeys = {
  all: (slug: string) => ['invitation', slug] as const,
  page: (slug: string, guestCode: string | null) => ['invitation', slug, 'page', guestCode] as const,
  /** The pages of every wish, as the 'Ucapan & Do'a' dialog loads them. */
  wishPages: (slug: string) => ['invitation', slug, 'wish-pages'] as const,
  /** Demo mode's pages of the sample wishes, per theme. */
  demoWishPages: (theme: string) => ['demo', theme, 'wish-pages'] as const,
};

export const invitationPageQuery = (slug: string, guestCode: string | null) =>
  queryOptions({
    queryKey: invitationKeys.page(slug, guestCode),
    queryFn: () => guestCalls.page(slug, guestCode),
    staleTime: 60_000,
  });
