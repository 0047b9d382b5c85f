import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from '../../app/api/client';

afterEach(() => {
  vi.unstubAllGlobals();
});

const answer = (status: number, body?: unknown) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body === undefined ? null : JSON.stringify(body), { status })),
  );

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await call.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

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
    const error = await failureOf(api('/v1/wish', { method: 'POST', body: '{}' }));
    expect(error.message).toBe('Koneksi terputus. Periksa internet Anda lalu coba lagi.');
    expect(error.status).toBe(0);
  });

  it("keeps the server's own message", async () => {
    answer(409, { message: 'Kado ini sudah dipesan oleh tamu lain' });
    const error = await failureOf(api('/v1/gift/wishlist/confirmation', { method: 'POST', body: '{}' }));
    expect(error.message).toBe('Kado ini sudah dipesan oleh tamu lain');
    expect(error.status).toBe(409);
  });

  it("falls back to 'Unknown error occurred' when the server's answer has no message", async () => {
    answer(502);
    const error = await failureOf(api('/v1/invitation-rsvp', { method: 'POST', body: '{}' }));
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
