import { CONNECTION_LOST, UNKNOWN_ERROR } from '../../engine/errors/failure-messages';
import type { FieldError } from '../../engine/validation/validate-payload';
import { tokens } from './tokens';
import { apiUrl } from './service-addresses';

export { TOKEN_KEYS } from './tokens';

export class ApiError extends Error {
  constructor(
    /** The answer's HTTP status; 0 when no answer came (the connection was lost). */
    readonly status: number,
    message: string,
    /** The fields the server named, each with its message (a 400 of a form). */
    readonly errors: FieldError[] = [],
    /** A 409 of a write based on an older version: the version the data is at now (docs/product.md#no-lost-edit). */
    readonly version?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** fetch's own failure: no answer came (offline, a dropped connection, an unreachable server). */
async function send(path: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(apiUrl(path), init);
  } catch (error) {
    if (error instanceof TypeError) throw new ApiError(0, CONNECTION_LOST);
    throw error;
  }
}

type Body<T, M> = { data?: T; meta?: M; message?: string; errors?: FieldError[]; version?: string };

async function read<T, M>(response: Response): Promise<Body<T, M>> {
  return (await response.json().catch(() => ({}))) as Body<T, M>;
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
 * What a 401 does to a call sent with `sentWith`: it removes the stored access token
 * (docs/product.md#errors) and the call is not repeated. The owner's pages put the renewal of the
 * session here (app/api/session-renewal.ts), so the guest's page carries none of it.
 */
let renewAfter401 = async (_sentWith: string | null): Promise<boolean> => {
  tokens.dropAccess();
  return false;
};
export function handle401With(renew: (sentWith: string | null) => Promise<boolean>) {
  renewAfter401 = renew;
}

/** A call's answer, read as the client reads every answer: `{ data, meta }`, or an ApiError. */
export { read as readAnswer, send as sendRequest };

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

/** A call with the stored token, repeated once when a 401 renewed the session. */
export async function call(path: string, init: RequestInit): Promise<Response> {
  const { response, sentWith } = await attempt(path, init);
  const renewed = response.status === 401 && (await renewAfter401(sentWith));
  return renewed ? (await attempt(path, init)).response : response;
}

/** A refused call's ApiError: the server's message (and field errors), or the generic fallback. */
export const failureOf = (response: Response, body: Body<unknown, unknown>) =>
  new ApiError(response.status, body.message?.trim() || UNKNOWN_ERROR, body.errors ?? [], body.version);

/** As `api`, for a list: its `data` and its `meta` (total, page …). */
export async function apiWithMeta<T, M>(path: string, init: RequestInit = {}): Promise<{ data: T; meta: M }> {
  const response = await call(path, init);
  const body = await read<T, M>(response);
  if (!response.ok) throw failureOf(response, body);
  return { data: body.data as T, meta: body.meta as M };
}
