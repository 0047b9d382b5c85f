import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../app/api/client';
import { onSignedOut, RENEWAL_LOCK, renewSessionsOn401 } from '../../app/api/session-renewal';
import { TOKEN_KEYS } from '../../app/api/tokens';
import { memoryStorage } from './memory-storage';

/** The owner's tabs renew one at a time (navigator.locks): a tab that waited uses the pair another renewed. */

/** navigator.locks as the browser keeps it for one origin: exclusive locks granted in request order. */
function lockManager() {
  let tail: Promise<unknown> = Promise.resolve();
  const requested: string[] = [];
  return {
    requested,
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const granted = tail.then(callback);
      tail = granted.catch(() => {});
      return granted;
    },
  };
}

let locks: ReturnType<typeof lockManager>;
beforeEach(() => {
  vi.stubGlobal('localStorage', memoryStorage());
  locks = lockManager();
  vi.stubGlobal('navigator', { locks });
  renewSessionsOn401();
});
afterEach(() => {
  vi.unstubAllGlobals();
  onSignedOut(() => {});
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const stored = () => ({
  access: localStorage.getItem(TOKEN_KEYS.access),
  refresh: localStorage.getItem(TOKEN_KEYS.refresh),
});
const save = (access: string | null, refresh: string | null) => {
  for (const [key, value] of [
    [TOKEN_KEYS.access, access],
    [TOKEN_KEYS.refresh, refresh],
  ] as const) {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  }
};

/** The API: owner calls accept only `akses-baru`; the refresh answers a new pair. Records both. */
function server() {
  const calls: (string | null)[] = [];
  const refreshes: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit = {}) => {
      if (path === '/v1/auth/refresh') {
        refreshes.push(JSON.parse(String(init.body)));
        return json(200, { data: { access_token: 'akses-baru', refresh_token: 'segar-baru', expires_in: 900 } });
      }
      const authorization = new Headers(init.headers).get('authorization');
      calls.push(authorization);
      return authorization === 'Bearer akses-baru'
        ? json(200, { data: { ok: true } })
        : json(401, { message: 'Sesi Anda telah berakhir, silakan masuk kembali' });
    }),
  );
  return { calls, refreshes };
}

/** Another tab holding the renewal lock until `release` is called. */
function anotherTabRenewing() {
  let release: () => void = () => {};
  void locks.request(RENEWAL_LOCK, () => new Promise<void>((resolve) => (release = resolve)));
  return () => release();
}

describe('renewing the session with other tabs open', () => {
  it('waits for the tab that is renewing and uses the pair it stored, without a refresh of its own', async () => {
    save('akses-lama', 'segar-lama');
    const { calls, refreshes } = server();
    const release = anotherTabRenewing();
    const call = api('/v1/auth/me');
    await vi.waitFor(() => expect(locks.requested).toEqual([RENEWAL_LOCK, RENEWAL_LOCK]));
    // The other tab's renewal lands in the shared storage, then it lets go of the lock.
    save('akses-baru', 'segar-baru');
    release();
    await expect(call).resolves.toEqual({ ok: true });
    expect(refreshes).toEqual([]);
    expect(calls).toEqual(['Bearer akses-lama', 'Bearer akses-baru']);
    expect(stored()).toEqual({ access: 'akses-baru', refresh: 'segar-baru' });
  });

  it('refreshes under the lock when no other tab renewed meanwhile', async () => {
    save('akses-lama', 'segar-lama');
    const { calls, refreshes } = server();
    const release = anotherTabRenewing();
    const call = api('/v1/auth/me');
    await vi.waitFor(() => expect(locks.requested).toHaveLength(2));
    expect(refreshes).toEqual([]);
    release();
    await expect(call).resolves.toEqual({ ok: true });
    expect(refreshes).toEqual([{ refresh_token: 'segar-lama' }]);
    expect(calls).toEqual(['Bearer akses-lama', 'Bearer akses-baru']);
  });

  it('refreshes with the stored refresh token when another tab renewed it but its access token is gone', async () => {
    save('akses-lama', 'segar-lama');
    const { refreshes } = server();
    const release = anotherTabRenewing();
    const call = api('/v1/auth/me');
    await vi.waitFor(() => expect(locks.requested).toHaveLength(2));
    save(null, 'segar-tab-lain');
    release();
    await expect(call).resolves.toEqual({ ok: true });
    expect(refreshes).toEqual([{ refresh_token: 'segar-tab-lain' }]);
  });

  it('goes to sign-in without a refresh when another tab signed out while this one waited', async () => {
    save('akses-lama', 'segar-lama');
    const { refreshes } = server();
    const signedOut = vi.fn();
    onSignedOut(signedOut);
    const release = anotherTabRenewing();
    const call = api('/v1/auth/me');
    await vi.waitFor(() => expect(locks.requested).toHaveLength(2));
    save(null, null);
    release();
    const error: unknown = await call.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(refreshes).toEqual([]);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
