import type { VenueGuest } from '../../../schemas/responses/guestbook';
import './vip-mark.css';

/** 'VIP' beside a guest of honour's name at the door; nothing for the others. */
export function VipTag({ vip }: { vip: boolean | undefined }) {
  return vip ? <span className="vip-tag">VIP</span> : null;
}

/**
 * A guest of honour's table, in a strong colour on the guest's panel ('Meja VIP: Meja 1'), so the
 * usher walks them to it; nothing for the other guests.
 */
export function VipTableHighlight({
  guest,
  table,
}: {
  guest: Pick<VenueGuest, 'vip'>;
  table: string | null | undefined;
}) {
  if (!guest.vip) return null;
  return (
    <p className="vip-table">
      <VipTag vip />
      <span>{table ? `Meja VIP: ${table}` : 'Tamu VIP, belum ada meja'}</span>
    </p>
  );
}
