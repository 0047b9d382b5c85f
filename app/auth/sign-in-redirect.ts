import { redirect } from 'react-router';
import { tokens } from '../api/tokens';

const HOME = '/invitation';
const APP_ORIGIN = 'http://app.invalid';
/** Pages that would only show the sign-in form again. */
const SIGN_IN_PAGES = new Set(['/login', '/register']);

/**
 * The page of this app that `target` names, as a path (with its query and hash), or undefined when it
 * names anything else. Read as the browser will read it: dots and backslashes are resolved first, so
 * '/.//evil.com', '/%2e//evil.com', '/..//evil.com' and '/\\evil.com', which all end at '//evil.com'
 * (another site, to a browser), are refused, as are 'https://…', 'javascript:…' and a bare word.
 */
export function appPathOf(target: string | null | undefined): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(target, APP_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== APP_ORIGIN || url.pathname.startsWith('//')) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Where to go after signing in: the page of this app named by `?next=` (appPathOf), else the
 * invitation list, so a shared sign-in link cannot send the owner elsewhere.
 */
export function afterSignIn(search: string): string {
  const path = appPathOf(new URLSearchParams(search).get('next'));
  if (!path || SIGN_IN_PAGES.has(new URL(path, APP_ORIGIN).pathname)) return HOME;
  return path;
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
