import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

/** One answer of the stubbed API: status and JSON body. */
export type Answer = { status?: number; body: unknown };
export type Call = { method: string; path: string; body: unknown };

export const INVITATION_ID = 'inv-1';

export const invitation = (overrides: Record<string, unknown> = {}) => ({
  id: INVITATION_ID,
  slug: 'budi-ani',
  status: 'draft',
  theme: 'floral-whimsy',
  use_guestbook: false,
  use_multiple_event: false,
  meta_title: 'Undangan Budi & Ani',
  caption_share: 'Halo {nama}, buka {link}',
  style: { show_groom_parent: true, show_bride_parent: true },
  plan: { code: 'luxury', name: 'luxury', tier: 3, with_guestbook: true },
  expired: false,
  ...overrides,
});

/**
 * fetch stubbed by "METHOD /path" (without the query): each route answers its JSON, a function may
 * answer by the call; every call is recorded.
 */
export function stubApi(routes: Record<string, Answer | ((call: Call) => Answer)>): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = String(input).split('?')[0]!;
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      const call = { method, path, body };
      calls.push(call);
      const route = routes[`${method} ${path}`];
      if (!route) return new Response(JSON.stringify({ message: 'Tidak ditemukan' }), { status: 404 });
      const answer = typeof route === 'function' ? route(call) : route;
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** A settings page at its address in a data router, with a fresh query client (no retries). */
export function renderSettingsPage(Page: ComponentType, area: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/invitation/:id/setting/' + area, Component: Page },
      { path: '/invitation', element: <p>Daftar undangan</p> },
    ],
    { initialEntries: [`/invitation/${INVITATION_ID}/setting/${area}`] },
  );
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
