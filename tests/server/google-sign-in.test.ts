import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GOOGLE_CALLBACK_PATH } from '../../schemas/google-sign-in';
import { googleSignIns, users } from '../../server/db/schema';
import { GOOGLE_CODE_INVALID, GOOGLE_STATE_COOKIE } from '../../server/routes/google-sign-in.routes';
import { issueAccountLink } from '../../server/services/auth/account-links';
import { freePort } from '../free-port';
import { failureOf, registerOwner, testServer, type TestServer } from './harness';
import { testIssuer, type TestIssuer } from './oidc-issuer';

/*
 * "Masuk dengan Google" against a real OpenID provider (oidc-provider) started here: the app sends the
 * browser there, the provider's own login and consent pages are gone through, and its answer comes back
 * to the app's callback, which opens the app's page with a one-time code.
 */

const PUBLIC_URL = 'https://undangan.test';
const MINUTE = 60_000;

let issuer: TestIssuer;
let server: TestServer;
let clockOffset = 0;

beforeAll(async () => {
  issuer = await testIssuer(`${PUBLIC_URL}${GOOGLE_CALLBACK_PATH}`);
  server = await testServer({ publicUrl: PUBLIC_URL, google: issuer.google, now: () => Date.now() + clockOffset });
}, 60_000);
afterAll(async () => {
  await server?.close();
  await issuer?.close();
});

/** A person at the provider, under a login name of their own. */
function person(details: { email?: string; email_verified?: boolean; name?: string; picture?: string }) {
  const login = `orang-${randomUUID().slice(0, 8)}`;
  issuer.people.set(login, details);
  return login;
}

/** "Masuk dengan Google" pressed: where the browser is sent, and the state cookie it keeps. */
async function start(next?: string, app = server.app) {
  const response = await app.inject({ method: 'GET', url: '/v1/auth/google', query: next ? { next } : {} });
  expect(response.statusCode).toBe(303);
  const setCookie = String(response.headers['set-cookie'] ?? '');
  const state = new RegExp(`^${GOOGLE_STATE_COOKIE}=([^;]*)`).exec(setCookie)?.[1];
  return { location: String(response.headers.location), setCookie, cookie: `${GOOGLE_STATE_COOKIE}=${state}` };
}

/** The provider's answer brought to the app's callback by the browser holding `cookie`: where the app sends it. */
async function callback(answer: URL, cookie?: string) {
  const response = await server.app.inject({
    method: 'GET',
    url: `${GOOGLE_CALLBACK_PATH}${answer.search}`,
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(303);
  return new URL(String(response.headers.location));
}

/** The whole way as `login`: the page the app opens at the end. */
async function signIn(login: string, next?: string) {
  const { location, cookie } = await start(next);
  return callback(await issuer.signIn(location, login), cookie);
}

const exchange = (code: string) =>
  server.app.inject({ method: 'POST', url: '/v1/auth/google/session', payload: { code } });

/** The session the app's page gets for the code in `page`. */
async function sessionOf(page: URL) {
  expect(page.origin + page.pathname).toBe(`${PUBLIC_URL}/google-sign-in`);
  const response = await exchange(page.searchParams.get('code') ?? '');
  expect(response.statusCode).toBe(200);
  return response.json().data as {
    user: { id: string; email: string; provider: string; profile_picture?: string; email_verified_at: string | null };
    access_token: string;
    refresh_token: string;
  };
}

const rowOf = async (email: string) => (await server.app.db.select().from(users).where(eq(users.email, email)))[0];
const login = (email: string, password: string) =>
  server.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
const loginError = (page: URL) =>
  page.origin + page.pathname === `${PUBLIC_URL}/login` ? page.searchParams.get('google') : `not /login: ${page.href}`;

describe('a Google account new to the app', () => {
  it('gets an account of its own (verified, its photo, no password) through a one-time code', async () => {
    const email = `budi-${randomUUID().slice(0, 8)}@contoh.id`;
    const budi = person({
      email: email.toUpperCase(),
      email_verified: true,
      name: 'Budi Santoso',
      picture: 'https://foto.contoh.id/budi.jpg',
    });
    const page = await signIn(budi, '/invitation/abc/setting?tab=1');
    // No token in the address: only a code, and the page asked for.
    expect([...page.searchParams.keys()].sort()).toEqual(['code', 'next']);
    expect(page.searchParams.get('next')).toBe('/invitation/abc/setting?tab=1');

    const session = await sessionOf(page);
    expect(session.user).toMatchObject({
      email,
      name: 'Budi Santoso',
      provider: 'google',
      profile_picture: 'https://foto.contoh.id/budi.jpg',
    });
    expect(session.user.email_verified_at).toBeTruthy();
    expect(session.user).not.toHaveProperty('google_subject');
    const me = await server.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { authorization: `Bearer ${session.access_token}` },
    });
    expect(me.json().data.id).toBe(session.user.id);
    const row = await rowOf(email);
    expect(row).toMatchObject({ google_subject: budi, password_hash: null });

    // The code works once.
    expect(failureOf(await exchange(page.searchParams.get('code')!)).errors).toEqual([
      { field: 'code', message: GOOGLE_CODE_INVALID },
    ]);
    // Signing in again opens the same account.
    expect((await sessionOf(await signIn(budi))).user.id).toBe(session.user.id);
  });

  it('has no password to sign in with until "Lupa kata sandi?" sets one', async () => {
    const email = `citra-${randomUUID().slice(0, 8)}@contoh.id`;
    const { user } = await sessionOf(await signIn(person({ email, email_verified: true, name: 'Citra' })));
    for (const guess of ['', 'kata-sandi-kuat', 'null', 'undefined']) {
      const response = await login(email, guess);
      expect([response.statusCode, response.json().message]).toEqual(
        guess === '' ? [400, expect.any(String)] : [401, 'Email atau kata sandi salah'],
      );
    }
    const token = await issueAccountLink(server.app.db, { userId: user.id, purpose: 'password-reset', email });
    const reset = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/password/reset',
      payload: { token, new_password: 'Sandi-Baru-Citra-2026' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await login(email, 'Sandi-Baru-Citra-2026')).statusCode).toBe(200);
  });

  it('refuses a code that has waited more than two minutes', async () => {
    const page = await signIn(person({ email: `dewi-${randomUUID().slice(0, 8)}@contoh.id`, email_verified: true }));
    clockOffset = 3 * MINUTE;
    try {
      expect(failureOf(await exchange(page.searchParams.get('code')!)).status).toBe(400);
    } finally {
      clockOffset = 0;
    }
  });
});

describe('a Google account whose e-mail has an account already', () => {
  it('signs in to that account when Google has verified the e-mail, and stays linked to it', async () => {
    const owner = await registerOwner(server.app, 'Ayu Lestari');
    const me = await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: owner.headers });
    const email = me.json().data.email as string;
    const ayu = person({
      email,
      email_verified: true,
      name: 'Ayu di Google',
      picture: 'https://foto.contoh.id/ayu.jpg',
    });

    const session = await sessionOf(await signIn(ayu));
    expect(session.user).toMatchObject({ id: owner.user.id, name: 'Ayu Lestari', provider: 'password' });
    expect(session.user.profile_picture).toBe('https://foto.contoh.id/ayu.jpg');
    expect((await rowOf(email))?.google_subject).toBe(ayu);
    // Her password and her other session still work.
    expect((await login(email, 'kata-sandi-kuat')).statusCode).toBe(200);
    expect((await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: owner.headers })).statusCode).toBe(
      200,
    );
    // Linked by Google's `sub`: a new address at Google still opens her account.
    issuer.people.set(ayu, { email: `baru-${email}`, email_verified: true });
    expect((await sessionOf(await signIn(ayu))).user.id).toBe(owner.user.id);
  });

  it('never opens it when Google has not verified the e-mail', async () => {
    const owner = await registerOwner(server.app, 'Raka');
    const email = (await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: owner.headers })).json().data
      .email as string;
    const page = await signIn(person({ email, email_verified: false }), '/invitation');
    expect(loginError(page)).toBe('unverified');
    expect(page.searchParams.get('next')).toBe('/invitation');
    expect((await rowOf(email))?.google_subject).toBeNull();
  });

  it('takes an account whose e-mail nobody had proven from whoever made it: password and sessions end', async () => {
    const squatter = await registerOwner(server.app, 'Bukan Pemilik', { verified: false });
    const email = (await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: squatter.headers })).json()
      .data.email as string;
    const session = await sessionOf(await signIn(person({ email, email_verified: true })));
    expect(session.user.id).toBe(squatter.user.id);
    expect(session.user.email_verified_at).toBeTruthy();
    expect((await login(email, 'kata-sandi-kuat')).statusCode).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: squatter.headers })).statusCode).toBe(
      401,
    );
  });
});

describe('the checks of the answer', () => {
  it('binds the answer to the browser that asked, and takes it once', async () => {
    const email = `eka-${randomUUID().slice(0, 8)}@contoh.id`;
    const eka = person({ email, email_verified: true });
    const { location, cookie, setCookie } = await start();
    expect(setCookie).toMatch(/; Path=\/v1\/auth\/google; Max-Age=600; HttpOnly; SameSite=Lax; Secure$/);
    const answer = await issuer.signIn(location, eka);

    // Another browser (no cookie, or another sign-in's), or a state changed on the way: refused.
    expect(loginError(await callback(answer))).toBe('expired');
    expect(loginError(await callback(answer, (await start()).cookie))).toBe('expired');
    const forged = new URL(answer);
    forged.searchParams.set('state', 'tebakan');
    expect(loginError(await callback(forged, `${GOOGLE_STATE_COOKIE}=tebakan`))).toBe('expired');
    expect(await rowOf(email)).toBeUndefined();

    // The browser that asked gets in, once: the same answer again is refused.
    expect((await callback(answer, cookie)).pathname).toBe('/google-sign-in');
    expect(loginError(await callback(answer, cookie))).toBe('expired');
  });

  it('refuses an answer after ten minutes', async () => {
    const { location, cookie } = await start('/invitation');
    const answer = await issuer.signIn(location, person({ email: 'fajar@contoh.id', email_verified: true }));
    clockOffset = 11 * MINUTE;
    try {
      const page = await callback(answer, cookie);
      expect([loginError(page), page.searchParams.get('next')]).toEqual(['expired', null]);
    } finally {
      clockOffset = 0;
    }
  });

  it('refuses an ID token whose nonce is not the one sent', async () => {
    const email = `gita-${randomUUID().slice(0, 8)}@contoh.id`;
    const { location, cookie } = await start();
    const swapped = new URL(location);
    expect(swapped.searchParams.get('nonce')).toBeTruthy();
    swapped.searchParams.set('nonce', 'nonce-orang-lain');
    const answer = await issuer.signIn(swapped.href, person({ email, email_verified: true }));
    expect(answer.searchParams.get('code')).toBeTruthy();
    expect(loginError(await callback(answer, cookie))).toBe('failed');
    expect(await rowOf(email)).toBeUndefined();
  });

  it('uses PKCE (S256): the code is worth nothing without the verifier the app kept', async () => {
    const { location, cookie } = await start();
    const asked = new URL(location).searchParams;
    expect(asked.get('code_challenge_method')).toBe('S256');
    const stored = (await server.app.db.select().from(googleSignIns)).map((row) =>
      createHash('sha256').update(row.code_verifier).digest('base64url'),
    );
    expect(stored).toContain(asked.get('code_challenge'));
    const answer = await issuer.signIn(
      location,
      person({ email: `hana-${randomUUID().slice(0, 8)}@contoh.id`, email_verified: true }),
    );
    expect(issuer.authorizations.at(-1)).toMatchObject({
      code_challenge: asked.get('code_challenge'),
      code_challenge_method: 'S256',
    });
    expect((await callback(answer, cookie)).pathname).toBe('/google-sign-in');

    // A challenge changed on the way (someone else's): the provider refuses the app's verifier.
    const other = await start();
    const swapped = new URL(other.location);
    swapped.searchParams.set('code_challenge', createHash('sha256').update('verifier-lain').digest('base64url'));
    const email = `intan-${randomUUID().slice(0, 8)}@contoh.id`;
    const refused = await issuer.signIn(swapped.href, person({ email, email_verified: true }));
    expect(loginError(await callback(refused, other.cookie))).toBe('failed');
    expect(await rowOf(email)).toBeUndefined();
  });

  it('says so on /login when the person cancels at the provider', async () => {
    const { location, cookie } = await start('/invitation/abc');
    const answer = await issuer.signIn(location, person({ email: 'joko@contoh.id' }), { cancel: true });
    expect(answer.searchParams.get('error')).toBe('access_denied');
    const page = await callback(answer, cookie);
    expect([loginError(page), page.searchParams.get('next')]).toEqual(['cancelled', '/invitation/abc']);
  });

  it('keeps only a page of this app as the next page', async () => {
    for (const elsewhere of ['//evil.example/', 'https://evil.example/', '/.//evil.example/', 'javascript:alert(1)']) {
      const { location, cookie } = await start(elsewhere);
      const someone = person({ email: `kiki-${randomUUID().slice(0, 8)}@contoh.id`, email_verified: true });
      const page = await callback(await issuer.signIn(location, someone), cookie);
      expect([page.pathname, page.searchParams.get('next')], elsewhere).toEqual(['/google-sign-in', null]);
    }
  });
});

describe('where Google sign-in is not offered', () => {
  it('tells the app to show no button, and /v1/auth/google lands on /login with a message', async () => {
    expect((await server.app.inject('/v1/auth/options')).json()).toEqual({ data: { google: true } });
    const plain = await testServer({ publicUrl: PUBLIC_URL });
    try {
      expect((await plain.app.inject('/v1/auth/options')).json()).toEqual({ data: { google: false } });
      const response = await plain.app.inject('/v1/auth/google?next=/invitation');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/login?google=disabled&next=%2Finvitation`);
    } finally {
      await plain.close();
    }
  });

  it('lands on /login when the provider cannot be reached', async () => {
    const closedPort = await freePort();
    const down = await testServer({
      publicUrl: PUBLIC_URL,
      google: { ...issuer.google, issuer: `http://127.0.0.1:${closedPort}` },
    });
    try {
      const response = await down.app.inject('/v1/auth/google');
      expect(response.statusCode).toBe(303);
      expect(response.headers.location).toBe(`${PUBLIC_URL}/login?google=unavailable`);
    } finally {
      await down.close();
    }
  });
});
