import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { guestListQuery } from '../kit/guest-list-query';
import { GUEST_SEARCH_DELAY_MS } from '../kit/guest-search-input';

/** Guests on one page of the e-invitations' list. */
export const E_INVITATION_PAGE_SIZE = 20;

/**
 * The guests the e-invitation page lists: searched on the server (name, group or number) once typing
 * pauses, by name, a page of E_INVITATION_PAGE_SIZE at a time (an invitation may have thousands); a
 * new search starts at its first page.
 */
export function useEInvitationGuests(invitationId: string) {
  const [text, setText] = useState('');
  const q = useDebouncedValue(text.trim(), GUEST_SEARCH_DELAY_MS);
  const [paging, setPaging] = useState({ q: '', page: 1 });
  const page = paging.q === q ? paging.page : 1;
  const query = useQuery(
    guestListQuery(invitationId, {
      ...(q && { q }),
      sort: 'name',
      page,
      pageSize: E_INVITATION_PAGE_SIZE,
    }),
  );
  const total = query.data?.meta.total ?? 0;
  return {
    text,
    setText,
    q,
    page,
    pages: Math.max(1, Math.ceil(total / E_INVITATION_PAGE_SIZE)),
    goToPage: (to: number) => setPaging({ q, page: to }),
    query,
  };
}

export type EInvitationGuests = ReturnType<typeof useEInvitationGuests>;
