import { redirect } from 'react-router';
import { appPathOf, pathnameOf } from '../../engine/format/app-path';
import { tokens } from '../api/tokens';

const HOME = '/invitation';
/** Pages that would only show the sign-in form again. */
const SIGN_IN_PAGES = new Set(['/login', '/register', '/google-sign-in']);

/**
 * Where to go after signing in: the page of this app named by `?next=` (appPathOf), else the
 * invitation list, so a shared sign-in link cannot send the owner elsewhere.
 */
export function afterSignIn(search: string): string {
  const path = appPathOf(new URLSearchParams(search).get('next'));
  if (!path || SIGN_IN_PAGES.has(pathnameOf(path))) return HOME;
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
