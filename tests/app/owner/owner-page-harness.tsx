import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

/** One recorded call to the fake API: method, path with query, the JSON body and the headers sent. */
export type Call = { method: string; path: string; body: unknown; headers?: Record<string, string> };
/** One answer of the fake API: status (200 unless told) and JSON body. */
export type Answer = { status?: number; body: unknown };
/** Answers one call, or undefined for a call the test did not expect (a 404). */
export type Responder = (call: Call) => Answer | Promise<Answer> | undefined;

/** fetch stubbed by `respond`; every call is kept in `calls`, in order. */
export function stubApi(respond: Responder) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname + url.search,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    // Kept apart from what tests compare whole (method, path, body): only the tests of headers read them.
    Object.defineProperty(call, 'headers', { value: Object.fromEntries(new Headers(init.headers).entries()) });
    calls.push(call);
    const answer = (await respond(call)) ?? { status: 404, body: { message: 'Tidak ditemukan' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/**
 * fetch stubbed by routes keyed "METHOD /path" (the path without its query): each answers its JSON,
 * or a function answers by the call. Every call is recorded; an unexpected one answers 404.
 */
export function routedApi(routes: Record<string, Answer | ((call: Call) => Answer | Promise<Answer>)>) {
  return stubApi((call) => {
    const route = routes[`${call.method} ${call.path.split('?')[0]}`];
    return typeof route === 'function' ? route(call) : route;
  });
}

/** The API's answer carrying `data`. */
export const ok = (data: unknown): Answer => ({ body: { data } });
/** A write's answer: what was saved and its new version (docs/product.md#no-lost-edit). */
export const written = (data: unknown, version = 'versi-baru'): Answer => ({ body: { data, meta: { version } } });

/** A query cache of its own for one test, that does not retry. */
export const freshQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** `routes` in a memory router opened at `at`, under `queryClient` (a fresh one unless given). */
export function renderRoutes(routes: RouteObject[], at: string, queryClient: QueryClient = freshQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  const rendered = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...rendered, router, queryClient };
}

/** An owner page at `path` under its route pattern, with a fresh query cache that does not retry. */
export function renderOwnerPage(Page: ComponentType, pattern: string, path: string, others: RouteObject[] = []) {
  return renderRoutes([{ path: pattern, Component: Page }, ...others], path);
}
