import { useQuery, useQueryClient } from '@tanstack/react-query';
import { guestbookTablesQuery } from '../../queries/guestbook-queries';
import { ownerKeys } from '../../queries/owner-queries';
import { closureOf, useGuestbookGate } from './guestbook-off-notice';
import { seatingGuestsQuery } from './table-queries';

/**
 * What Tamu › Meja reads: the tables and the guests (with the invitation's title for the printed
 * list), once the guestbook is open; why the guestbook is closed, or why they could not be read; and
 * `refresh`, which reads the venue's data again.
 */
export function useTablePageData(invitationId: string) {
  const queryClient = useQueryClient();
  const gate = useGuestbookGate(invitationId);
  const tablesQuery = useQuery({ ...guestbookTablesQuery(invitationId), enabled: gate.open });
  const guestsQuery = useQuery({ ...seatingGuestsQuery(invitationId), enabled: gate.open });
  const loaded = tablesQuery.data && guestsQuery.data;
  return {
    closure: gate.closure ?? closureOf(tablesQuery.error) ?? closureOf(guestsQuery.error),
    loadError: tablesQuery.error ?? guestsQuery.error,
    /** The invitation's title once both are read; undefined until then. */
    title: loaded ? guestsQuery.data.title : undefined,
    tables: tablesQuery.data?.data ?? [],
    /** Each table's version by id (docs/product.md#no-lost-edit). */
    versions: tablesQuery.data?.meta.versions ?? {},
    guests: guestsQuery.data?.guests ?? [],
    refresh: () => queryClient.invalidateQueries({ queryKey: ownerKeys.guestbook(invitationId) }),
  };
}
