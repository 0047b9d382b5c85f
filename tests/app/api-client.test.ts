import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../app/api/client';
import { onSignedOut, renewSessionsOn401 } from '../../app/api/session-renewal';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { apiErrorOf } from './api-error-of';
import { memoryStorage } from './memory-storage';

beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  // The owner's pages install the renewal (app/owner/owner-routes.tsx); the guest's page does not.
  renewSessionsOn401();
});
afterEach(() => {
  vi.unstubAllGlobals();
  onSignedOut(() => {});
});

const answer = (status: number, body?: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

describe('the API client', () => {
  it('reads the result from data', async () => {
    answer(200, { data: { id: 'wish-1' } });
    await expect(api('/v1/wish')).resolves.toEqual({ id: 'wish-1' });
  });

  it("turns a lost connection (fetch's TypeError) into one Indonesian message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const error = await apiErrorOf(api('/v1/wish', { method: 'POST', body: '{}' }));
    expect(error.message).toBe('Koneksi terputus. Periksa internet Anda lalu coba lagi.');
    expect(error.status).toBe(0);
  });

  it("keeps the server's own message", async () => {
    answer(409, { message: 'Kado ini sudah dipesan oleh tamu lain' });
    const error = await apiErrorOf(api('/v1/gift/wishlist/confirmation', { method: 'POST', body: '{}' }));
    expect(error.message).toBe('Kado ini sudah dipesan oleh tamu lain');
    expect(error.status).toBe(409);
  });

  it("falls back to 'Unknown error occurred' when the server's answer has no message", async () => {
    answer(502);
    const error = await apiErrorOf(api('/v1/invitation-rsvp', { method: 'POST', body: '{}' }));
    expect(error.message).toBe('Unknown error occurred');
    expect(error.status).toBe(502);
  });

  it('lets an aborted request stay an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new DOMException('The operation was aborted.', 'AbortError');
      }),
    );
    await expect(api('/v1/wish')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const stored = () => ({
  access: localStorage.getItem(TOKEN_KEYS.access),
  refresh: localStorage.getItem(TOKEN_KEYS.refresh),
});
function signIn(access = 'akses-lama', refresh = 'segar-lama') {
  localStorage.setItem(TOKEN_KEYS.access, access);
  localStorage.setItem(TOKEN_KEYS.refresh, refresh);
}

type Handler = (path: string, init: RequestInit) => Response | Promise<Response>;
/** A fetch that answers the refresh call with `refresh` and every other call with `call`; it records both. */
function server({ call, refresh }: { call: Handler; refresh: Handler }) {
  const calls: { path: string; authorization: string | null }[] = [];
  const refreshes: unknown[] = [];
  const fetch = vi.fn(async (path: string, init: RequestInit = {}) => {
    if (path === '/v1/auth/refresh') {
      refreshes.push(JSON.parse(String(init.body)));
      return refresh(path, init);
    }
    calls.push({ path, authorization: new Headers(init.headers).get('authorization') });
    return call(path, init);
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, refreshes, fetch };
}
/** The owner's call: 200 for the token the refresh issued, 401 for any other. */
const acceptsOnly =
  (token: string): Handler =>
  (_path, init) =>
    new Headers(init.headers).get('authorization') === `Bearer ${token}`
      ? json(200, { data: { ok: true } })
      : json(401, { message: 'Sesi Anda telah berakhir, silakan masuk kembali' });
const rotated = () => json(200, { data: { access_token: 'akses-baru', refresh_token: 'segar-baru', expires_in: 900 } });

describe('the API client and an expired access token (docs/product.md#errors)', () => {
  it('refreshes once on a 401 and repeats the call with the new access token', async () => {
    signIn();
    const { calls, refreshes } = server({ call: acceptsOnly('akses-baru'), refresh: rotated });
    await expect(api('/v1/user/my-invitation')).resolves.toEqual({ ok: true });
    expect(refreshes).toEqual([{ refresh_token: 'segar-lama' }]);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer akses-lama', 'Bearer akses-baru']);
    expect(stored()).toEqual({ access: 'akses-baru', refresh: 'segar-baru' });
  });

  it('lets calls that meet a 401 together share one refresh (a second use of a rotated token ends the session)', async () => {
    signIn();
    let answerRefresh: (response: Response) => void = () => {};
    const { calls, refreshes } = server({
      call: acceptsOnly('akses-baru'),
      refresh: () => new Promise<Response>((resolve) => (answerRefresh = resolve)),
    });
    const both = Promise.all([api('/v1/user/my-invitation'), api('/v1/auth/me')]);
    await vi.waitFor(() => expect(refreshes).toHaveLength(1));
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    answerRefresh(rotated());
    await expect(both).resolves.toEqual([{ ok: true }, { ok: true }]);
    expect(refreshes).toHaveLength(1);
    expect(calls.slice(2).map((c) => c.authorization)).toEqual(['Bearer akses-baru', 'Bearer akses-baru']);
  });

  it('repeats a call with the token another call already renewed, without a second refresh', async () => {
    signIn();
    const { calls, refreshes } = server({
      call: (path, init) => {
        // The pair was renewed while this call was on its way with the old token.
        if (calls.length === 1) localStorage.setItem(TOKEN_KEYS.access, 'akses-baru');
        return acceptsOnly('akses-baru')(path, init);
      },
      refresh: rotated,
    });
    await expect(api('/v1/auth/me')).resolves.toEqual({ ok: true });
    expect(refreshes).toHaveLength(0);
    expect(calls.map((c) => c.authorization)).toEqual(['Bearer akses-lama', 'Bearer akses-baru']);
  });

  it('clears both tokens and signs out when the API refuses the refresh', async () => {
    signIn();
    const signedOut = vi.fn();
    onSignedOut(signedOut);
    const { calls } = server({
      call: acceptsOnly('akses-baru'),
      refresh: () => json(401, { message: 'Sesi Anda telah berakhir, silakan masuk kembali' }),
    });
    const error = await apiErrorOf(api('/v1/auth/me'));
    expect(error.status).toBe(401);
    expect(error.message).toBe('Sesi Anda telah berakhir, silakan masuk kembali');
    expect(stored()).toEqual({ access: null, refresh: null });
    expect(signedOut).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('keeps the refresh token when the connection drops during the refresh', async () => {
    signIn();
    const signedOut = vi.fn();
    onSignedOut(signedOut);
    server({
      call: acceptsOnly('akses-baru'),
      refresh: () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const error = await apiErrorOf(api('/v1/auth/me'));
    expect(error.status).toBe(0);
    expect(error.message).toBe('Koneksi terputus. Periksa internet Anda lalu coba lagi.');
    // The 401 removed the access token; the refresh token stays for the next try.
    expect(stored()).toEqual({ access: null, refresh: 'segar-lama' });
    expect(signedOut).not.toHaveBeenCalled();
  });

  it("keeps the server's field errors on the ApiError", async () => {
    const errors = [
      { field: 'password', message: 'Kata sandi minimal 8 karakter' },
      { field: 'name', message: 'Nama wajib diisi' },
    ];
    answer(400, { message: 'password: Kata sandi minimal 8 karakter', errors });
    const error = await apiErrorOf(api('/v1/auth/register', { method: 'POST', body: '{}' }));
    expect(error.status).toBe(400);
    expect(error.errors).toEqual(errors);
  });

  it('never refreshes for a guest without tokens', async () => {
    const { calls, refreshes } = server({ call: acceptsOnly('akses-baru'), refresh: rotated });
    const error = await apiErrorOf(api('/v1/auth/me'));
    expect(error.status).toBe(401);
    expect(refreshes).toHaveLength(0);
    expect(calls).toEqual([{ path: '/v1/auth/me', authorization: null }]);
  });
});
