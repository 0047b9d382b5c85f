import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { keepPrevious } from './keep-previous';
import type { WishStatus } from '../../schemas/entities/wish.schema';
import { ownerGuestCalls } from '../api/owner-guest-calls';
import { wishModerationCalls } from '../api/wish-moderation-calls';
import { ownerKeys } from './owner-queries';

/** Wishes a page holds; 'Muat lebih banyak' reads the next page. */
export const WISH_PAGE_SIZE = 20;
/** Every wish of an invitation in one call, for the CSV (the API's largest page). */
export const WISH_EXPORT_SIZE = 5_000;

/**
 * The wishes matching `q` (name or message, searched on the server), of `status` (none: all), newest
 * first, page by page. While a new search loads, the last list stays on screen.
 */
export const wishesQuery = (invitationId: string, q: string, status?: WishStatus) =>
  infiniteQueryOptions({
    queryKey: [...ownerKeys.wishes(invitationId), { q, status }] as const,
    queryFn: ({ pageParam }) =>
      ownerGuestCalls.wishes(invitationId, { q: q || undefined, status, page: pageParam, pageSize: WISH_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: ({ meta }) => (meta.page * meta.pageSize < meta.total ? meta.page + 1 : undefined),
    placeholderData: keepPrevious,
  });

/** Whether the invitation's wishes show at once or after the owner approves them (under the wishes' key). */
export const wishModerationQuery = (invitationId: string) =>
  queryOptions({
    queryKey: [...ownerKeys.wishes(invitationId), 'moderation'] as const,
    queryFn: () => wishModerationCalls.mode(invitationId),
  });

/** Every gift confirmation of the invitation's wishlist, oldest first. */
export const confirmationsQuery = (invitationId: string) =>
  queryOptions({
    queryKey: ownerKeys.confirmations(invitationId),
    queryFn: () => ownerGuestCalls.confirmations(invitationId),
  });
