import { handle401With, readAnswer, sendRequest } from './client';
import { tokens } from './tokens';

/** Called when the session ended for good (a refresh the API refused): the app goes to sign-in. */
let signedOutHandler: () => void = () => {};
export function onSignedOut(handler: () => void) {
  signedOutHandler = handler;
}

/** The Web Lock the owner's tabs take to renew the pair, one tab at a time. */
export const RENEWAL_LOCK = 'undangan.session-renewal';

/**
 * How long a tab keeps RENEWAL_LOCK after it stored the pair its refresh got. The browser passes a
 * change of localStorage on to the other tabs a moment later, in no fixed order with the lock it
 * grants next: meanwhile the change arrives, so the tab granted the lock next reads the new pair.
 */
export const HAND_OVER_MS = 200;

/**
 * Runs `renew` holding RENEWAL_LOCK, so that tabs of one browser renew one after another; at once
 * where the browser has no Web Locks (then the API's grace window for a just-rotated refresh token
 * keeps concurrent renewals from ending the session). Its answer comes as soon as `renew` is done.
 */
function oneTabAtATime(renew: () => Promise<boolean>): Promise<boolean> {
  const locks = (globalThis.navigator as Navigator | undefined)?.locks;
  if (!locks) return renew();
  return new Promise<boolean>((resolve, reject) => {
    locks
      .request(RENEWAL_LOCK, async () => {
        const granted = tokens.refresh();
        const renewed = await renew();
        resolve(renewed);
        const stored = tokens.refresh();
        if (renewed && stored && stored !== granted) await new Promise((done) => setTimeout(done, HAND_OVER_MS));
      })
      .catch(reject);
  });
}

/**
 * One refresh at a time: calls that meet a 401 together wait for the same rotation, and so do the
 * owner's other tabs (RENEWAL_LOCK), since the API rotates the refresh token and a late second use of
 * the old one would end the session. A tab that waited for the lock reads the stored pair again: when
 * another tab renewed it meanwhile (the refresh token changed), it uses that pair without a refresh.
 */
let refreshing: Promise<boolean> | null = null;
export function refreshSession(): Promise<boolean> {
  const seen = tokens.refresh();
  refreshing ??= oneTabAtATime(async () => {
    // Signed out in another tab meanwhile, or renewed there: the stored pair is what counts.
    const refresh_token = tokens.refresh();
    if (!refresh_token) {
      if (seen) signedOutHandler();
      return false;
    }
    if (refresh_token !== seen && tokens.access()) return true;
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
  }).finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/**
 * After a 401 to a call sent with `sentWith`: whether to repeat it. When another call (or tab)
 * renewed the pair meanwhile, the new access token is used as it is (a second rotation would be
 * wasted). Else the 401 removes the stored access token (docs/product.md#errors) and, when a refresh
 * token is kept, the one shared refresh runs. A guest (no refresh token) never refreshes.
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
