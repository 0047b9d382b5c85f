import { handle401With, readAnswer, sendRequest } from './client';
import { tokens } from './tokens';

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
    const response = await sendRequest('/v1/auth/refresh', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refresh_token }),
    });
    const body = await readAnswer<{ access_token: string; refresh_token: string }, unknown>(response);
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

/** The owner's pages renew an expired session: every API call that meets a 401 goes through here. */
export function renewSessionsOn401() {
  handle401With(renewAfter401);
}
