import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { SeatingPayload } from '../../../schemas/requests/guestbook';
import type { GuestbookTable, VenueGuest, VenueRowVersions } from '../../../schemas/responses/guestbook';
import { errorText } from '../../api/error-text';
import { guestbookOwnerCalls } from '../../api/guestbook-calls';
import { guestbookKeys } from '../../queries/guestbook-queries';
import type { StatusState } from '../../ui/status-message';

type TablesAnswer = { data: GuestbookTable[]; meta: VenueRowVersions };

/**
 * Seating on Tamu › Meja: the table 'Dudukkan tamu' works on, `seatAt` (a card's 'Atur tamu': that
 * table, the panel brought into view with its heading focused), the seating call (its answer is the
 * tables as they are now) and `unseat` ('Lepas' on a card, its outcome said in the page's status).
 */
export function useTableSeats(
  invitationId: string,
  refresh: () => Promise<unknown>,
  setStatus: (status: StatusState) => void,
) {
  const queryClient = useQueryClient();
  const [tableId, setTableId] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  const seat = useMutation({
    mutationFn: (seating: SeatingPayload) => guestbookOwnerCalls.seat(invitationId, seating),
    // Seating changes no table's own version: the list's versions stay as read.
    onSuccess: (tables) =>
      queryClient.setQueryData<TablesAnswer>(guestbookKeys.tables(invitationId), (read) => ({
        data: tables,
        meta: read?.meta ?? { versions: {} },
      })),
    onSettled: refresh,
  });

  const unseat = async (guest: VenueGuest) => {
    setStatus(null);
    try {
      await seat.mutateAsync({ table_id: null, guest_ids: [guest.id] });
      setStatus({ kind: 'success', text: `${guest.name} dilepas dari mejanya` });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    }
  };

  return {
    tableId,
    setTableId,
    heading,
    seatAt: (table: GuestbookTable) => {
      setTableId(table.id);
      heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
      heading.current?.focus({ preventScroll: true });
    },
    seat: (seating: SeatingPayload) => seat.mutateAsync(seating),
    unseat,
    busy: seat.isPending,
    /** The guest being let go from their table, while that call runs. */
    busyGuestId: seat.isPending ? (seat.variables?.guest_ids?.[0] ?? null) : null,
  };
}
