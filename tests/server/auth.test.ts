import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { registerOwner, testServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await testServer();
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

  it('rotates refresh tokens: each works once, and reuse ends the whole session family', async () => {
    const { refreshToken } = await registerOwner(server.app);
    const first = await post('/v1/auth/refresh', { refresh_token: refreshToken });
    expect(first.statusCode).toBe(200);
    const next = first.json().data.refresh_token as string;
    expect(next).not.toBe(refreshToken);

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
