import { useEffect } from 'react';
import type { DoorPrizeDraw } from '../../../schemas/responses/guestbook-door-prize';
import './door-prize-overlay.css';

/** How long a winner stays on the hall's screen. */
export const DOOR_PRIZE_SHOWN_MS = 15_000;

/** The overlay's own words. */
export const DOOR_PRIZE_TEXT = { title: 'Selamat! Pemenang Door Prize' } as const;

/** A winner to show, with when it came (the same winner shown again is a new showing). */
export type DoorPrizeShowing = { draw: DoorPrizeDraw; at: number };

type Props = {
  /** The winner the display's socket brought last (useDisplayGreetings' `onDoorPrize`), or none. */
  showing: DoorPrizeShowing | null;
  /** Called DOOR_PRIZE_SHOWN_MS after a showing began: the greetings show again. */
  onDone: () => void;
};

/**
 * A door prize winner over the hall's screen (docs/product.md#guestbook): each `door-prize` the
 * display's guestbook socket brings (a draw, or the owner showing a winner again) shows the winner's
 * name large with the prize, for DOOR_PRIZE_SHOWN_MS, then the greetings show again.
 */
export function DoorPrizeOverlay({ showing, onDone }: Props) {
  useEffect(() => {
    if (!showing) return;
    const timer = setTimeout(onDone, DOOR_PRIZE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [showing, onDone]);

  if (!showing) return null;
  const { draw } = showing;
  return (
    <div className="door-prize-overlay" role="status">
      <p className="door-prize-overlay__title">{DOOR_PRIZE_TEXT.title}</p>
      <p className="door-prize-overlay__name">{draw.guest_name}</p>
      {draw.prize && <p className="door-prize-overlay__prize">{draw.prize}</p>}
    </div>
  );
}
