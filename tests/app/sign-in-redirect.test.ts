import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from '../../app/auth/sign-in-redirect';

const next = (value: string) => `?next=${encodeURIComponent(value)}`;

describe('where signing in leads (afterSignIn)', () => {
  it('goes to the page of this app that sent the owner to sign in', () => {
    expect(afterSignIn(next('/invitation/abc/setting/theme?tab=2'))).toBe('/invitation/abc/setting/theme?tab=2');
    expect(afterSignIn(next('/invitation'))).toBe('/invitation');
  });

  it('goes to the invitation list without a next page', () => {
    expect(afterSignIn('')).toBe('/invitation');
    expect(afterSignIn('?next=')).toBe('/invitation');
  });

  it('never leaves the app, however the other site is written', () => {
    for (const elsewhere of [
      '//evil.com',
      'https://evil.com/invitation',
      'javascript:alert(1)',
      '/\\evil.com',
      '/\t/evil.com',
      '\\\\evil.com',
      'invitation',
    ]) {
      expect(afterSignIn(next(elsewhere)), elsewhere).toBe('/invitation');
    }
  });

  it('does not lead back to the sign-in or sign-up form', () => {
    expect(afterSignIn(next('/login?next=/invitation'))).toBe('/invitation');
    expect(afterSignIn(next('/register'))).toBe('/invitation');
  });

  it('round-trips the page it came from', () => {
    const from = { pathname: '/invitation/abc', search: '?x=1' };
    expect(afterSignIn(signInPath(from).replace('/login', ''))).toBe('/invitation/abc?x=1');
  });
});
