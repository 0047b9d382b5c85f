import { useCallback, useEffect, useRef, useState } from 'react';
import { useOwnOriginMessages } from './preview-messages';

/**
 * What the owner's greeting-screen page (guest sub-page `screen`; docs/product.md#greeting-screen)
 * tells the greeting-screen frame it embeds: welcome this guest (when an usher scans the guest's QR
 * code), or go back to the couple's names.
 */
export type GreetingMessage = { guestName: string } | { clear: true };

export const GREETING_MESSAGE_TYPE = 'invitation:greeting';

/** How long a welcome stays on the screen before the couple's names return, in milliseconds. */
export const GREETING_SHOWN_MS = 10_000;

/** The greeting message in `data`, or null when it is anything else. */
export function parseGreetingMessage(data: unknown): GreetingMessage | null {
  if (!data || typeof data !== 'object') return null;
  const { type, guestName, clear } = data as Record<string, unknown>;
  if (type !== GREETING_MESSAGE_TYPE) return null;
  if (clear === true) return { clear: true };
  const name = typeof guestName === 'string' ? guestName.trim() : '';
  return name ? { guestName: name } : null;
}

/**
 * The guest the greeting screen welcomes, or null: set by each greeting message (a newer guest
 * replaces the one shown), cleared by a `clear` message or after GREETING_SHOWN_MS.
 */
export function useGreeting(shownMs: number = GREETING_SHOWN_MS): string | null {
  const [guestName, setGuestName] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const handle = useCallback(
    (message: GreetingMessage) => {
      clearTimeout(timer.current);
      if ('clear' in message) {
        setGuestName(null);
        return;
      }
      setGuestName(message.guestName);
      timer.current = setTimeout(() => setGuestName(null), shownMs);
    },
    [shownMs],
  );
  useOwnOriginMessages(true, parseGreetingMessage, handle);
  useEffect(() => () => clearTimeout(timer.current), []);
  return guestName;
}
