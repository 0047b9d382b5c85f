import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { GUEST_PAGE_SIZE, listQueryOf } from './guest-list-params';
import { guestListQuery } from '../kit/guest-list-query';
import { useGuestListView } from './use-guest-list-view';

/**
 * The page of guests the address asks for (search, filters, order, page), read from the API. A page
 * past the last one (its last guest was just deleted) becomes the last page.
 */
export function useGuestList(invitationId: string) {
  const { view, change, goToPage, clearFilters } = useGuestListView();
  const query = useQuery(guestListQuery(invitationId, listQueryOf(view)));
  const meta = query.data?.meta;
  const pages = meta ? Math.max(1, Math.ceil(meta.total / GUEST_PAGE_SIZE)) : 1;
  const pastTheEnd = !!meta && !query.isPlaceholderData && view.page > pages;
  useEffect(() => {
    if (pastTheEnd) goToPage(pages, { replace: true });
  }, [pastTheEnd, pages, goToPage]);
  return { view, change, goToPage, clearFilters, query, pages };
}

export type GuestListState = ReturnType<typeof useGuestList>;
