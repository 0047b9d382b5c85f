import { adminRoutes } from '../../../app/admin/admin-routes';
import { TOKEN_KEYS } from '../../../app/api/tokens';
import type { AdminListMeta } from '../../../schemas/responses/admin';
import { vi } from 'vitest';
import { renderRoutes, routedApi, type Answer, type Call } from '../owner/owner-page-harness';

/**
 * The operator console's tests: the real routes of /admin (layout and pages, loaded as the app loads
 * them) in a memory router with a fresh query cache that does not retry, against a fake API at the
 * HTTP level (fetch stubbed) that answers GET /v1/auth/me with an account of `role`.
 */

export const OPERATOR = { id: 'u-op', name: 'Operator Uji', email: 'operator@undangan.test', role: 'admin' };

/** A list page's answer: its rows, with the page's meta. */
export const paged = (rows: unknown[], meta: Partial<AdminListMeta> = {}): Answer => ({
  body: { data: rows, meta: { total: rows.length, page: 1, pageSize: 20, ...meta } },
});

type Routes = Record<string, Answer | ((call: Call) => Answer | Promise<Answer>)>;

/** Signs the memory's browser in (a kept refresh token) and opens `at` under /admin with `routes` as the API. */
export function openConsole(at: string, routes: Routes, { role = 'admin', signedIn = true } = {}) {
  localStorage.clear();
  // jsdom draws no page to scroll (the layout's ScrollRestoration asks).
  vi.stubGlobal('scrollTo', () => {});
  if (signedIn) {
    localStorage.setItem(TOKEN_KEYS.access, 'akses');
    localStorage.setItem(TOKEN_KEYS.refresh, 'segar');
  }
  const calls = routedApi({ 'GET /v1/auth/me': { body: { data: { ...OPERATOR, role } } }, ...routes });
  const rendered = renderRoutes(
    [
      ...adminRoutes,
      { path: '/login', element: <h1>Halaman masuk</h1> },
      { path: '/invitation', element: <h1>Undangan Saya</h1> },
    ],
    at,
  );
  return { ...rendered, calls };
}

/** The calls that wrote (everything but GET), as method, path and body. */
export const writes = (calls: Call[]) =>
  calls.filter((call) => call.method !== 'GET').map(({ method, path, body }) => ({ method, path, body }));
