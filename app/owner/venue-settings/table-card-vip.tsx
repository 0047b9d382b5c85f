import type { VenueGuest } from '../../../schemas/responses/guestbook';
import { VipBadge } from '../../ui/vip-badge';

/** Whether a table seats a guest of honour. */
export const seatsVip = (seated: readonly Pick<VenueGuest, 'vip'>[]) => seated.some((guest) => guest.vip);

/** 'Ada tamu VIP' on a table's card when one of its guests is a guest of honour, with who they are. */
export function TableCardVip({ seated }: { seated: readonly Pick<VenueGuest, 'vip' | 'name'>[] }) {
  const vips = seated.filter((guest) => guest.vip);
  if (!vips.length) return null;
  return (
    <p className="table-card__vip">
      <VipBadge vip /> Ada tamu VIP: {vips.map((guest) => guest.name).join(', ')}
    </p>
  );
}
