import { CONNECTION_LOST, UNKNOWN_ERROR } from '../../engine/errors/failure-messages';
import type { FieldError } from '../../engine/validation/validate-payload';
import { tokens } from './tokens';

export { TOKEN_KEYS } from './tokens';

export class ApiError extends Error {
  constructor(
    /** The answer's HTTP status; 0 when no answer came (the connection was lost). */
    readonly status: number,
    message: string,
    /** The fields the server named, each with its message (a 400 of a form). */
    readonly errors: FieldError[] = [],
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

type Body<T, M> = { data?: T; meta?: M; message?: string; errors?: FieldError[] };

async function read<T, M>(response: Response): Promise<Body<T, M>> {
  return (await response.json().catch(() => ({}))) as Body<T, M>;
}

/** Called when the session ended for good (a refresh the API refused): the app goes to sign-in. */
let signedOutHandler: () => void = () => {};
export function onSignedOut(handler: () => void) {
  signedOutHandler = handler;
}

/**
 * One refresh at a time: calls that meet a 401 together wait for the same rotation, since the API
 * rotates the refresh token and a second use of the old one would end the session.
 */
let refreshing: Promise<boolean> | null = null;
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refresh_token = tokens.refresh();
    if (!refresh_token) return false;
    const response = await send('/v1/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token }),
    });
    const body = await read<{ access_token: string; refresh_token: string }, unknown>(response);
    if (!response.ok || !body.data) {
      // Only the API's refusal ends the session; a lost connection keeps the tokens for a retry.
      if (response.status === 400 || response.status === 401) {
        tokens.clear();
        signedOutHandler();
      }
      return false;
    }
    tokens.save(body.data);
    return true;
  })().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** One try of a call, with the access token stored at the time (and which token that was). */
async function attempt(path: string, init: RequestInit): Promise<{ response: Response; sentWith: string | null }> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !(init.body instanceof FormData)) headers.set('content-type', 'application/json');
  const sentWith = tokens.access();
  if (sentWith) headers.set('authorization', `Bearer ${sentWith}`);
  return { response: await send(path, { ...init, headers }), sentWith };
}

/**
 * After a 401 to a call sent with `sentWith`: whether to repeat it. When another call renewed the
 * pair meanwhile, the new access token is used as it is (a second rotation would be wasted). Else
 * the 401 removes the stored access token (docs/product.md#errors) and, when a refresh token is kept,
 * the one shared refresh runs. A guest (no refresh token) never refreshes.
 */
export async function renewAfter401(sentWith: string | null): Promise<boolean> {
  const current = tokens.access();
  if (current && current !== sentWith) return true;
  tokens.dropAccess();
  return !!tokens.refresh() && (await refreshSession());
}

/**
 * The API client (docs/product.md#api): JSON, the stored bearer token on every request, the result read
 * from `data`. A 401 removes the stored access token (docs/product.md#errors); when a refresh token is
 * kept, the client renews the pair once and repeats the call, and when the API refuses the renewal
 * both tokens go and the app signs out. Every failure is an ApiError whose message a guest or an owner
 * may read: the server's own (with its field errors), CONNECTION_LOST when no answer came, or the
 * generic fallback when the answer had none. An abort stays an abort.
 */
export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  return (await apiWithMeta<T, unknown>(path, init)).data;
}

/** As `api`, for a list: its `data` and its `meta` (total, page …). */
export async function apiWithMeta<T, M>(path: string, init: RequestInit = {}): Promise<{ data: T; meta: M }> {
  const first = await attempt(path, init);
  let response = first.response;
  if (response.status === 401 && (await renewAfter401(first.sentWith))) ({ response } = await attempt(path, init));
  const body = await read<T, M>(response);
  if (!response.ok) {
    throw new ApiError(response.status, body.message?.trim() || UNKNOWN_ERROR, body.errors ?? []);
  }
  return { data: body.data as T, meta: body.meta as M };
}
