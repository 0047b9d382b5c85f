import { redirect } from 'react-router';
import { tokens } from '../api/tokens';

const HOME = '/invitation';
/** Pages that would only show the sign-in form again. */
const SIGN_IN_PAGES = new Set(['/login', '/register']);

/**
 * Where to go after signing in: the page of this app named by `?next=`, else the invitation list.
 * Only a path of this app counts: another site ('//evil.com', 'https://…', '/\evil.com', which
 * browsers read as '//evil.com', as they do a tab or a line break inside) falls back to the list, so a shared sign-in link cannot send the
 * owner elsewhere.
 */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (!next?.startsWith('/')) return HOME;
  const base = 'http://app.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return HOME;
  }
  if (url.origin !== base || SIGN_IN_PAGES.has(url.pathname)) return HOME;
  return url.pathname + url.search + url.hash;
}

/** The sign-in page, remembering the page that sent the owner there. */
export function signInPath(from: { pathname: string; search: string }): string {
  return `/login?next=${encodeURIComponent(from.pathname + from.search)}`;
}

/** A loader for owner pages: without a session on this device, to sign-in first. */
export function requireOwner({ request }: { request: Request }) {
  if (tokens.signedIn()) return null;
  const url = new URL(request.url);
  throw redirect(signInPath(url));
}

/** A loader for the sign-in and sign-up pages: an owner already signed in here goes on at once. */
export function skipWhenSignedIn({ request }: { request: Request }) {
  if (!tokens.signedIn()) return null;
  throw redirect(afterSignIn(new URL(request.url).search));
}
