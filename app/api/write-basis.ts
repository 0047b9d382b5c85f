/**
 * What an owner's write says of itself (docs/product.md#no-lost-edit): the version of the thing the
 * form started from, sent as If-Match, and a key the server knows a repeated request by, sent as
 * Idempotency-Key.
 */
export type WriteBasis = { version?: string; requestKey?: string };

/** A write's answer: the thing as saved and its new version. */
export type Written<T> = { data: T; meta: { version: string } };

/** The headers of a write on `basis`. */
export function basisHeaders({ version, requestKey }: WriteBasis = {}): Record<string, string> {
  return {
    ...(version !== undefined && { 'if-match': `"${version}"` }),
    ...(requestKey && { 'idempotency-key': requestKey }),
  };
}

/** A request's options with the headers of a write on `basis`. */
export const withBasis = (init: RequestInit, basis?: WriteBasis): RequestInit => ({
  ...init,
  headers: basisHeaders(basis),
});

/** A new request key: 128 random bits in hex (crypto.getRandomValues works on a plain-http address too). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
