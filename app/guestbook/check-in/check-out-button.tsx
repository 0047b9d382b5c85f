import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import type { CheckIn } from '../../../schemas/responses/guestbook';
import { Button } from '../../ui/button';

/**
 * Check-out at the desk (docs/product.md#guestbook), where the owner turned it on: 'Check-out' for a
 * guest inside; once gone, 'Sudah pulang pukul …' and 'Batalkan check-out' for a mistake.
 */
export function CheckOutButton({
  checkIn,
  onCheckOut,
  onUndo,
}: {
  checkIn: CheckIn;
  onCheckOut: () => void;
  onUndo: () => void;
}) {
  if (!checkIn.checked_out_at) {
    return (
      <Button variant="secondary" className="venue-wide" onClick={onCheckOut}>
        Check-out
      </Button>
    );
  }
  return (
    <div className="check-out">
      <p className="check-out__gone" role="status">
        Sudah pulang pukul {checkInClock(checkIn.checked_out_at)}
      </p>
      <Button variant="ghost" className="venue-wide" onClick={onUndo}>
        Batalkan check-out
      </Button>
    </div>
  );
}
