import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';

export type Call = { method: string; path: string; body: unknown };
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
    calls.push(call);
    const answer = (await respond(call)) ?? { status: 404, body: { message: 'Tidak ditemukan' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/** An owner page at `path` under its route pattern, with a fresh query cache that does not retry. */
export function renderOwnerPage(Page: ComponentType, pattern: string, path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: pattern, Component: Page }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
