import { useCallback, useEffect, useRef, useState } from 'react';
import { GREETING_LAYOUTS, GREETING_SECONDS, type GreetingLayout } from '../../schemas/requests/guestbook';
import { TEXT_MAX } from '../../schemas/limits';
import { GREETING_NAMES_MAX } from './greeting-capacity';
import { useOwnOriginMessages } from './preview-query';

/** A guest a greeting names: their table as the venue names it ("3", "Meja Melati"), or null: none shown. */
export type GreetedGuest = { name: string; table: string | null; vip?: boolean };

/**
 * What the pages that embed the greeting-screen frame (docs/product.md#greeting-screen) tell it: the
 * hall's display welcomes the guests checked in (one, a family, or several arrivals together), the
 * owner's settings page a sample guest; or go back to the couple's names.
 */
export type Greeting = {
  /** The guests welcomed together, in the order they came (GREETING_NAMES_MAX at most). */
  guests: GreetedGuest[];
  /** The welcome's words (a VIP's greeting), or null: the screen's own 'Selamat Datang'. */
  welcome: string | null;
  /** How long the welcome stays, in seconds. */
  seconds: number;
  layout: GreetingLayout;
};
/** A greeting of one guest, the messages' first form (still read and sent). */
export type SingleGreeting = Omit<Greeting, 'guests' | 'welcome'> & { guestName: string; table: string | null };
export type GreetingMessage = Greeting | { clear: true };

export const GREETING_MESSAGE_TYPE = 'invitation:greeting';
/** What the frame tells the page that embeds it once it listens: greetings posted from then on are shown. */
export const GREETING_READY_TYPE = 'invitation:greeting-ready';

/** How long a welcome stays when its message does not say (the first messages did not). */
export const GREETING_SHOWN_MS = GREETING_SECONDS.default * 1000;
/** The longest welcome a message may set (the VIP greeting's limit). */
const WELCOME_MAX = TEXT_MAX.name;

const LAYOUTS = new Set<string>(GREETING_LAYOUTS);

/** Seconds a message asks for, within the settings' bounds; the default when it asks for none. */
function secondsOf(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return GREETING_SECONDS.default;
  return Math.min(GREETING_SECONDS.max, Math.max(GREETING_SECONDS.min, value));
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A guest of a list greeting, or null when it names nobody. */
function guestOf(value: unknown): GreetedGuest | null {
  if (!value || typeof value !== 'object') return null;
  const { name, table, vip } = value as Record<string, unknown>;
  const guestName = trimmed(name);
  return guestName ? { name: guestName, table: trimmed(table) || null, vip: vip === true } : null;
}

/** The guests a message names: its `guests` list (GREETING_NAMES_MAX at most), or its one `guestName`. */
function guestsOf({ guests, guestName, table }: Record<string, unknown>): GreetedGuest[] {
  if (Array.isArray(guests)) {
    return guests
      .slice(0, GREETING_NAMES_MAX)
      .map(guestOf)
      .filter((guest): guest is GreetedGuest => guest !== null);
  }
  const one = guestOf({ name: guestName, table });
  return one ? [one] : [];
}

/** The greeting message in `data`, or null when it is anything else. */
export function parseGreetingMessage(data: unknown): GreetingMessage | null {
  if (!data || typeof data !== 'object') return null;
  const fields = data as Record<string, unknown>;
  const { type, clear, seconds, layout, welcome } = fields;
  if (type !== GREETING_MESSAGE_TYPE) return null;
  if (clear === true) return { clear: true };
  const guests = guestsOf(fields);
  if (!guests.length) return null;
  return {
    guests,
    welcome: trimmed(welcome).slice(0, WELCOME_MAX) || null,
    seconds: secondsOf(seconds),
    layout: typeof layout === 'string' && LAYOUTS.has(layout) ? (layout as GreetingLayout) : 'classic',
  };
}

/**
 * The message that asks the frame to show `greeting` (posted to its window, to its own origin): the
 * list form for a Greeting, the first form for a SingleGreeting.
 */
export function greetingMessage<G extends Greeting | SingleGreeting>(
  greeting: G,
): G & { type: typeof GREETING_MESSAGE_TYPE } {
  return { type: GREETING_MESSAGE_TYPE, ...greeting };
}

/** Whether `data` is the frame telling its embedding page that it listens. */
export function isGreetingReady(data: unknown): boolean {
  return (data as { type?: unknown } | null)?.type === GREETING_READY_TYPE;
}

/** "Meja 3" for a table named "3"; a name that already says "Meja" (or "Table") stays as it is. */
export function tableLabel(table: string): string {
  return /^(meja|table)\b/i.test(table) ? table : `Meja ${table}`;
}

/**
 * The welcome the greeting screen shows, or null: set by each greeting message (a newer greeting
 * replaces the one shown, and gets its own full time), cleared by a `clear` message or once the
 * message's seconds have passed. Once it listens it tells the page embedding it (GREETING_READY_TYPE).
 */
export function useGreeting(): Greeting | null {
  const [greeting, setGreeting] = useState<Greeting | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const handle = useCallback((message: GreetingMessage) => {
    clearTimeout(timer.current);
    if ('clear' in message) {
      setGreeting(null);
      return;
    }
    setGreeting(message);
    timer.current = setTimeout(() => setGreeting(null), message.seconds * 1000);
  }, []);
  useOwnOriginMessages(true, parseGreetingMessage, handle);
  useEffect(() => {
    if (window.parent !== window) {
      window.parent.postMessage({ type: GREETING_READY_TYPE }, window.location.origin);
    }
    return () => clearTimeout(timer.current);
  }, []);
  return greeting;
}
