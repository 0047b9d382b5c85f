import { queryOptions } from '@tanstack/react-query';
import { keepPrevious } from '../../queries/keep-previous';
import { GUEST_PAGE_SIZE_MAX, type GuestListQuery } from '../../../schemas/requests/guests';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';

/**
 * One page of the invitation's guests as the list shows it: kept under `ownerKeys.guests(id)` (every
 * guest change invalidates them all); the page shown stays while the next one loads, so paging and
 * filtering do not flash an empty list.
 */
export const guestListQuery = (invitationId: string, query: GuestListQuery) =>
  queryOptions({
    queryKey: [...ownerKeys.guests(invitationId), 'list', query] as const,
    queryFn: () => ownerGuestCalls.list(invitationId, query),
    placeholderData: keepPrevious,
  });

/** Every guest that meets `query`, read in pages as large as the API gives (for the CSV files). */
export async function allGuests(
  invitationId: string,
  query: Omit<GuestListQuery, 'page' | 'pageSize'> = {},
): Promise<OwnerGuest[]> {
  const guests: OwnerGuest[] = [];
  for (let page = 1; ; page++) {
    const { data, meta } = await ownerGuestCalls.list(invitationId, { ...query, page, pageSize: GUEST_PAGE_SIZE_MAX });
    guests.push(...data);
    if (!data.length || guests.length >= meta.total) return guests;
  }
}
