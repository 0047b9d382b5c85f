import { USHER_SESSION_KEY } from '../../api/guestbook-calls';
import type { UsherAccessEnd } from '../../../schemas/realtime/guestbook-messages';
import type { UsherSessionResult } from '../../../schemas/responses/guestbook';

/*
 * Whether this phone is locked for an invitation (docs/product.md#guestbook): its usher's access was
 * revoked or has expired. Kept in localStorage with the usher token it was locked for, so a reload
 * shows the lock again (the unsent writes stay in IndexedDB, venue-db.ts); a new sign-in with a fresh
 * code is another token, so that phone is not locked and sends what waits.
 */

export const USHER_LOCK_KEY = 'undangan.usher_locked';

type KeptLock = { invitation_id: string; token: string; why: UsherAccessEnd };

const storage = () => globalThis.localStorage as Storage | undefined;

function readJson<T>(key: string): T | null {
  try {
    return JSON.parse(storage()?.getItem(key) ?? 'null') as T | null;
  } catch {
    return null;
  }
}

/** This phone's usher session for the invitation, expired or not (usherSession.read hides an expired one). */
export function usherSessionOnDevice(invitationId: string): UsherSessionResult | null {
  const session = readJson<UsherSessionResult>(USHER_SESSION_KEY);
  return session?.invitation_id === invitationId ? session : null;
}

/** Why this phone is locked for the invitation, or null: its lock kept for the current token, or that token expired. */
export function accessLockOf(invitationId: string, now = Date.now()): UsherAccessEnd | null {
  const session = usherSessionOnDevice(invitationId);
  if (!session) return null;
  const lock = readJson<KeptLock>(USHER_LOCK_KEY);
  if (lock?.invitation_id === invitationId && lock.token === session.token) return lock.why;
  return Date.parse(session.expires_at) <= now ? 'expired' : null;
}

/**
 * Locks the phone for the invitation's current usher token ('expired' once that token's time has
 * passed): why it is kept, or null without an usher session (the owner's is not locked).
 */
export function keepAccessLock(invitationId: string, why: UsherAccessEnd, now = Date.now()): UsherAccessEnd | null {
  const session = usherSessionOnDevice(invitationId);
  if (!session) return null;
  const lock: KeptLock = {
    invitation_id: invitationId,
    token: session.token,
    why: Date.parse(session.expires_at) <= now ? 'expired' : why,
  };
  storage()?.setItem(USHER_LOCK_KEY, JSON.stringify(lock));
  return lock.why;
}
