/** The fixed localStorage keys of the owner's tokens (docs/product.md#limits). */
export const TOKEN_KEYS = { access: 'undangan.access_token', refresh: 'undangan.refresh_token' } as const;

export type StoredTokens = { access_token: string; refresh_token: string };

const storage = () => globalThis.localStorage as Storage | undefined;

export const tokens = {
  access: () => storage()?.getItem(TOKEN_KEYS.access) ?? null,
  refresh: () => storage()?.getItem(TOKEN_KEYS.refresh) ?? null,
  /** After sign-in or a refresh: both tokens, as the API issued them. */
  save(pair: StoredTokens) {
    storage()?.setItem(TOKEN_KEYS.access, pair.access_token);
    storage()?.setItem(TOKEN_KEYS.refresh, pair.refresh_token);
  },
  /** A 401 removes the access token (docs/product.md#errors); the refresh token may still renew it. */
  dropAccess() {
    storage()?.removeItem(TOKEN_KEYS.access);
  },
  /** Sign-out, or a refresh the API refused: no session left. */
  clear() {
    storage()?.removeItem(TOKEN_KEYS.access);
    storage()?.removeItem(TOKEN_KEYS.refresh);
  },
  /** Whether an owner is signed in on this device (a refresh token is kept). */
  signedIn: () => !!storage()?.getItem(TOKEN_KEYS.refresh),
};
