import { beforeEach, describe, expect, it } from 'vitest';
import { USHER_SESSION_KEY } from '../../../app/api/guestbook-calls';
import { accessLockOf, keepAccessLock } from '../../../app/guestbook/check-in/access-lock';
import { memoryStorage } from '../memory-storage';

/**
 * Whether an usher's phone is locked (docs/product.md#guestbook): kept for the usher token it was
 * locked for, so a reload shows the lock again and a fresh sign-in on that phone is not locked; an
 * expired access locks too; the owner's session never does.
 */

beforeEach(() => {
  Object.defineProperty(globalThis, 'localStorage', { value: memoryStorage(), configurable: true });
});

const signIn = (token: string, expiresAt = '2099-01-01T00:00:00.000Z') =>
  localStorage.setItem(
    USHER_SESSION_KEY,
    JSON.stringify({ token, invitation_id: 'undangan-1', name: 'Mbak Rina', expires_at: expiresAt }),
  );

describe('the lock of an usher’s phone', () => {
  it('stays locked for the usher token it was locked for, not for a fresh sign-in', () => {
    signIn('token-lama');
    expect(accessLockOf('undangan-1')).toBeNull();
    expect(keepAccessLock('undangan-1', 'revoked')).toBe('revoked');
    expect(accessLockOf('undangan-1')).toBe('revoked');
    expect(accessLockOf('undangan-lain')).toBeNull();
    signIn('token-baru');
    expect(accessLockOf('undangan-1')).toBeNull();
  });

  it('locks an usher whose access expired, and never the owner’s session', () => {
    expect(keepAccessLock('undangan-1', 'revoked')).toBeNull();
    expect(accessLockOf('undangan-1')).toBeNull();
    signIn('token-lama', '2026-11-21T12:00:00.000Z');
    expect(accessLockOf('undangan-1', Date.parse('2026-11-21T11:59:59.000Z'))).toBeNull();
    expect(accessLockOf('undangan-1', Date.parse('2026-11-21T12:00:00.000Z'))).toBe('expired');
    expect(keepAccessLock('undangan-1', 'revoked', Date.parse('2026-11-21T12:00:01.000Z'))).toBe('expired');
  });
});
