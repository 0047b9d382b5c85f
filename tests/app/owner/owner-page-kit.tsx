import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** One recorded call to the fake API: method, path with query, and the JSON body sent. */
export type Call = { method: string; path: string; body: unknown };
type Answer = { status?: number; body: unknown };
type Handler = (call: Call) => Answer | Promise<Answer>;

/**
 * A fake API behind `fetch`: handlers by "METHOD /path" (the path without its query), each answering
 * a status and a JSON body. Every call is recorded; an unexpected one answers 404.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const call: Call = {
        method: init.method ?? 'GET',
        path: url.pathname + url.search,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      };
      calls.push(call);
      const handler = handlers[`${call.method} ${url.pathname}`];
      const answer = handler ? await handler(call) : { status: 404, body: { message: 'Tidak ditemukan' } };
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}

export const ok = (data: unknown): Answer => ({ body: { data } });

/** A page module (its `Component`) at `path`, opened at `at`, with a fresh cache and no retries. */
export function renderPage(page: ComponentType, path: string, at: string, others: RouteObject[] = []) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path, Component: page }, ...others], { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}
