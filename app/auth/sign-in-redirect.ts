import { redirect } from 'react-router';
import { tokens } from '../api/tokens';

/** Where to go after signing in: a page of this app named by `?next=`, else the invitation list. */
export function afterSignIn(search: string): string {
  const next = new URLSearchParams(search).get('next');
  return next && next.startsWith('/') && !next.startsWith('//') ? next : '/invitation';
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
