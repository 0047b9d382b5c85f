import { useQuery } from '@tanstack/react-query';
import type { GuestbookCounts } from '../../../schemas/responses/guestbook';
import { guestbookSettingsQuery } from '../../queries/guestbook-queries';
import { Count } from './summary-counts';

const number = new Intl.NumberFormat('id-ID');

/**
 * The desk's counts on the dashboard's guestbook card (docs/product.md#guestbook): the envelopes
 * handed in, and, where the owner turned check-out on, the guests who have gone home.
 */
export function DeskCounts({ invitationId, counts }: { invitationId: string; counts: GuestbookCounts }) {
  const settings = useQuery(guestbookSettingsQuery(invitationId));
  return (
    <>
      <Count label="Total amplop" value={number.format(counts.envelopes)} />
      {settings.data?.data.check_out && <Count label="Sudah pulang" value={number.format(counts.checked_out)} />}
    </>
  );
}
