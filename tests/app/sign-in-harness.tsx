import { useLocation } from 'react-router';
import { vi } from 'vitest';

/**
 * For the sign-in pages' tests (the owner's, the usher's): the API answers every call with `status`
 * and `body` (or drops the connection); the calls are kept.
 */
export function apiAnswers(status: number | 'offline', body?: unknown) {
  const fetch = vi.fn(async (_path: string, _init?: RequestInit) => {
    if (status === 'offline') throw new TypeError('Failed to fetch');
    return new Response(body === undefined ? null : JSON.stringify(body), { status });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

/** Where a sign-in goes on to: a page that names its address. */
export function Landed() {
  const { pathname, search } = useLocation();
  return <p>Halaman {pathname + search}</p>;
}
