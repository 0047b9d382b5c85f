import { CONNECTION_LOST, UNKNOWN_ERROR } from '../../engine/errors/failure-messages';

/** The fixed localStorage keys of the owner's tokens (docs/product.md#limits). */
export const TOKEN_KEYS = { access: 'undangan.access_token', refresh: 'undangan.refresh_token' } as const;

export class ApiError extends Error {
  constructor(
    /** The answer's HTTP status; 0 when no answer came (the connection was lost). */
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** fetch's own failure: no answer came (offline, a dropped connection, an unreachable server). */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(path, init);
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, CONNECTION_LOST);
    throw error;
  }
}

/**
 * The API client (docs/product.md#api): JSON, the stored bearer token on every request, the result read
 * from `data`. A 401 removes the stored access token (docs/product.md#errors). Every failure is an
 * ApiError whose message a guest may read: the server's own, CONNECTION_LOST when no answer came, or
 * the generic fallback when the answer had none. An abort stays an abort.
 */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiWithMeta<T, unknown>(path, init)).data;
}

/** As `api`, for a list: its `data` and its `meta` (total, page …). */
export async function apiWithMeta<T, M>(path: string, init: RequestInit = {}): Promise<{ data: T; meta: M }> {
  const token = globalThis.localStorage?.getItem(TOKEN_KEYS.access);
  const headers = new Headers(init.headers);
  if (init.body !== undefined) headers.set('content-type', 'application/json');
  if (token) headers.set('authorization', `Bearer ${token}`);
  const response = await send(path, { ...init, headers });
  const body = (await response.json().catch(() => ({}))) as { data?: T; meta?: M; message?: string };
  if (response.status === 401) globalThis.localStorage?.removeItem(TOKEN_KEYS.access);
  if (!response.ok) throw new ApiError(response.status, body.message?.trim() || UNKNOWN_ERROR);
  return { data: body.data as T, meta: body.meta as M };
}
