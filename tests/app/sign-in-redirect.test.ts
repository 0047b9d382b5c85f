import { describe, expect, it } from 'vitest';
import { afterSignIn, signInPath } from '../../app/auth/sign-in-redirect';
import { appPathOf } from '../../engine/format/app-path';

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
      // dots and slashes that a browser resolves to '//evil.example/' (another site)
      '/.//evil.example/',
      '/%2e//evil.example/',
      '/%2E//evil.example/',
      '/..//evil.example/',
      '/invitation/../..//evil.example/',
      '/./\\evil.example/',
    ]) {
      expect(afterSignIn(next(elsewhere)), elsewhere).toBe('/invitation');
    }
  });

  it('reads the address as the browser sent it, encoded or not', () => {
    for (const search of ['?next=/.//evil.example/', '?next=/%2e//evil.example/', '?next=/..//evil.example/']) {
      expect(afterSignIn(search), search).toBe('/invitation');
    }
  });

  it('keeps a path of this app once its dots are resolved', () => {
    expect(afterSignIn(next('/invitation/abc/../def'))).toBe('/invitation/def');
    expect(afterSignIn(next('/./invitation'))).toBe('/invitation');
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

describe('a path of this app (appPathOf)', () => {
  it('is the resolved path, with its query and hash', () => {
    expect(appPathOf('/invitation/abc/guest/guest-book?x=1#top')).toBe('/invitation/abc/guest/guest-book?x=1#top');
    expect(appPathOf('/invitation/abc/./../def')).toBe('/invitation/def');
  });

  it('is nothing for another site or no path', () => {
    for (const target of [
      null,
      undefined,
      '',
      'invitation',
      '//evil.example',
      '/.//evil.example/',
      'https://evil.example',
    ]) {
      expect(appPathOf(target), String(target)).toBeUndefined();
    }
  });
});
