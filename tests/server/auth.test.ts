import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '../../server/db/schema';
import { WEAK_PASSWORD_MESSAGE } from '../../server/services/auth/password-strength';
import { REFRESH_REUSE_GRACE_MS } from '../../server/services/auth/session-tokens';
import { registerOwner, testServer, type TestServer } from './harness';

// The password hashing library, watched: which paths do the same work.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, hash: vi.fn(original.hash), verify: vi.fn(original.verify) };
});

// The sessions' clock: a test moves it past a refresh token's grace window instead of waiting.
let skew = 0;
const now = () => Date.now() + skew;
const pastTheGraceWindow = () => void (skew += REFRESH_REUSE_GRACE_MS);

let server: TestServer;
beforeAll(async () => {
  server = await testServer({ now });
});
afterAll(() => server.close());

const post = (url: string, payload: unknown) => server.app.inject({ method: 'POST', url, payload: payload as object });

describe('owner accounts', () => {
  it('registers with an argon2id hash and never returns it', async () => {
    const response = await post('/v1/auth/register', {
      name: 'Sari',
      email: 'Sari@Contoh.id',
      password: 'kata-sandi-kuat',
    });
    expect(response.statusCode).toBe(201);
    const { data } = response.json();
    expect(data.user).toMatchObject({ name: 'Sari', email: 'sari@contoh.id' });
    expect(data.user).not.toHaveProperty('password_hash');
    expect(data.access_token).toMatch(/^ey/);
    const [row] = await server.database.db.select().from(users).where(eq(users.email, 'sari@contoh.id'));
    expect(row?.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken email and gives field messages for a bad body', async () => {
    expect(
      (await post('/v1/auth/register', { name: 'X', email: 'sari@contoh.id', password: 'kata-sandi-kuat' })).json(),
    ).toEqual({
      message: 'Email sudah terdaftar',
      errors: [{ field: 'email', message: 'Email sudah terdaftar' }],
    });
    const bad = await post('/v1/auth/register', { name: '', email: 'bukan-email', password: 'pendek' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { field: 'email', message: 'Format email tidak valid' },
      { field: 'password', message: 'Kata sandi minimal 8 karakter' },
      { field: 'name', message: 'Nama wajib diisi' },
    ]);
  });

  it('logs in, and refuses a wrong password with one message for both cases', async () => {
    const ok = await post('/v1/auth/login', { email: 'sari@contoh.id', password: 'kata-sandi-kuat' });
    expect(ok.statusCode).toBe(200);
    for (const payload of [
      { email: 'sari@contoh.id', password: 'salah-sandi' },
      { email: 'tidak-ada@contoh.id', password: 'kata-sandi-kuat' },
    ]) {
      const refused = await post('/v1/auth/login', payload);
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toEqual({ message: 'Email atau kata sandi salah' });
    }
  });

  it('needs a valid bearer token on owner routes', async () => {
    expect((await server.app.inject('/v1/auth/me')).statusCode).toBe(401);
    const forged = await server.app.inject({
      url: '/v1/auth/me',
      headers: { authorization: 'Bearer ey.forged.token' },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toEqual({ message: 'Sesi Anda telah berakhir, silakan masuk kembali' });
    const { headers } = await registerOwner(server.app, 'Dewi');
    const me = await server.app.inject({ url: '/v1/auth/me', headers });
    expect(me.json().data.name).toBe('Dewi');
  });

  it('answers 401 before looking at the body of an owner call', async () => {
    const response = await post('/v1/invitation', { slug: 'BAD SLUG' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Silakan masuk terlebih dahulu' });
  });

  it('rotates refresh tokens: each works once, and reuse after the grace window ends the whole session family', async () => {
    const { refreshToken } = await registerOwner(server.app);
    const first = await post('/v1/auth/refresh', { refresh_token: refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().data.refresh_token as string;
    expect(next).not.toBe(refreshToken);

    pastTheGraceWindow();
    const replay = await post('/v1/auth/refresh', { refresh_token: refreshToken });
    expect(replay.statusCode).toBe(401);
    // The stolen-token replay revoked the family: the legitimate newer token is dead too.
    expect((await post('/v1/auth/refresh', { refresh_token: next })).statusCode).toBe(401);
  });

  it('logs out by revoking the refresh token', async () => {
    const { refreshToken } = await registerOwner(server.app);
    expect((await post('/v1/auth/logout', { refresh_token: refreshToken })).statusCode).toBe(200);
    expect((await post('/v1/auth/refresh', { refresh_token: refreshToken })).statusCode).toBe(401);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
  });
});

const SESSION_ENDED = { message: 'Sesi Anda telah berakhir, silakan masuk kembali' };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('sessions end when they should', () => {
  let sessions: TestServer;
  beforeAll(async () => {
    sessions = await testServer({ now });
  });
  afterAll(() => sessions.close());

  const inject = (options: InjectOptions) => sessions.app.inject(options);
  const login = async (email: string, password: string) => {
    const response = await inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });
    expect(response.statusCode).toBe(200);
    return response.json().data as { access_token: string; refresh_token: string };
  };
  const me = (token: string) => inject({ url: '/v1/auth/me', headers: bearer(token) });
  /** PUT /v1/auth/password as the holder of `headers` (signed out without). */
  const changePassword = (headers: Record<string, string> | undefined, current: string, next: string) =>
    inject({
      method: 'PUT',
      url: '/v1/auth/password',
      headers,
      payload: { current_password: current, new_password: next },
    });

  it('ends the access token at logout', async () => {
    const { headers, refreshToken } = await registerOwner(sessions.app);
    expect((await inject({ url: '/v1/auth/me', headers })).statusCode).toBe(200);
    await inject({ method: 'POST', url: '/v1/auth/logout', payload: { refresh_token: refreshToken } });
    const after = await inject({ url: '/v1/auth/me', headers });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(SESSION_ENDED);
  });

  it('keeps the access token of a session working through a refresh, not after a replay ends it', async () => {
    const { headers, refreshToken } = await registerOwner(sessions.app);
    const refreshed = await inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      payload: { refresh_token: refreshToken },
    });
    expect((await inject({ url: '/v1/auth/me', headers })).statusCode).toBe(200);
    expect((await me(refreshed.json().data.access_token)).statusCode).toBe(200);
    pastTheGraceWindow();
    await inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token: refreshToken } });
    expect((await inject({ url: '/v1/auth/me', headers })).statusCode).toBe(401);
  });

  it('changes the password, ending every other session of the owner but keeping this one', async () => {
    const email = `${randomUUID()}@contoh.id`;
    const registered = await inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: { name: 'Sari', email, password: 'kata-sandi-kuat' },
    });
    const here = registered.json().data as { access_token: string; refresh_token: string };
    const phone = await login(email, 'kata-sandi-kuat');

    const changed = await changePassword(bearer(here.access_token), 'kata-sandi-kuat', 'melati putih di taman');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ data: { ok: true } });

    expect(await me(phone.access_token).then((r) => [r.statusCode, r.json()])).toEqual([401, SESSION_ENDED]);
    const phoneRefresh = await inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      payload: { refresh_token: phone.refresh_token },
    });
    expect(phoneRefresh.statusCode).toBe(401);
    expect((await me(here.access_token)).statusCode).toBe(200);
    const hereRefresh = await inject({
      method: 'POST',
      url: '/v1/auth/refresh',
      payload: { refresh_token: here.refresh_token },
    });
    expect(hereRefresh.statusCode).toBe(200);

    const old = await inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email, password: 'kata-sandi-kuat' },
    });
    expect(old.statusCode).toBe(401);
    await login(email, 'melati putih di taman');
  });

  it('refuses a password change with a wrong current password or a weak new one, at the field', async () => {
    const { headers } = await registerOwner(sessions.app);
    const wrong = await changePassword(headers, 'bukan-sandinya', 'melati putih di taman');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'current_password', message: 'Kata sandi saat ini salah' }]);
    const weak = await changePassword(headers, 'kata-sandi-kuat', 'password');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual([{ field: 'new_password', message: WEAK_PASSWORD_MESSAGE }]);
    expect((await changePassword(undefined, 'x', 'y')).statusCode).toBe(401);
  });

  it('answers 401 to a validly signed token of a user that no longer exists', async () => {
    const { headers, user } = await registerOwner(sessions.app);
    await sessions.database.db.delete(users).where(eq(users.id, user.id));
    for (const url of ['/v1/auth/me', '/v1/user/my-invitation']) {
      const response = await inject({ url, headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(SESSION_ENDED);
    }
  });
});

describe('passwords', () => {
  let accounts: TestServer;
  beforeAll(async () => {
    accounts = await testServer();
  });
  afterAll(() => accounts.close());

  const register = (payload: object) => accounts.app.inject({ method: 'POST', url: '/v1/auth/register', payload });
  const login = (email: string, password: string) =>
    accounts.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { email, password } });

  it('refuses common and trivial passwords and ones made of the e-mail or the name, at the password field', async () => {
    for (const [name, email, password] of [
      ['Sari', 'sari@contoh.id', '12345678'],
      ['Sari', 'sari@contoh.id', 'password'],
      ['Sari', 'dewi.lestari@contoh.id', 'dewi.lestari@contoh.id'],
      ['Kurniawati Susanto', 'ks@contoh.id', 'kurniawatisusanto'],
    ]) {
      const response = await register({ name, email, password });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'password', message: WEAK_PASSWORD_MESSAGE }]);
    }
  });

  it('keeps a password exactly as typed, surrounding spaces included', async () => {
    const email = `${randomUUID()}@contoh.id`;
    const password = '  melati putih  ';
    expect((await register({ name: 'Sari', email, password })).statusCode).toBe(201);
    expect((await login(email, password)).statusCode).toBe(200);
    expect((await login(email, password.trim())).statusCode).toBe(401);
  });
});

describe('account enumeration', () => {
  let accounts: TestServer;
  beforeAll(async () => {
    accounts = await testServer();
  });
  afterAll(() => accounts.close());

  it('checks a password hash on a login for an unknown e-mail, as for a known one', async () => {
    vi.mocked(argon2.verify).mockClear();
    const response = await accounts.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'tidak-pernah-daftar@contoh.id', password: 'kata-sandi-kuat' },
    });
    expect(response.statusCode).toBe(401);
    expect(argon2.verify).toHaveBeenCalledTimes(1);
  });

  it('hashes the password on a registration for a taken e-mail, as for a free one', async () => {
    const payload = { name: 'Sari', email: `${randomUUID()}@contoh.id`, password: 'kata-sandi-kuat' };
    const inject = () => accounts.app.inject({ method: 'POST', url: '/v1/auth/register', payload });
    expect((await inject()).statusCode).toBe(201);
    vi.mocked(argon2.hash).mockClear();
    expect((await inject()).statusCode).toBe(409);
    expect(argon2.hash).toHaveBeenCalledTimes(1);
  });
});
