import { redirect, type LoaderFunctionArgs } from 'react-router';
import { usherSession } from '../../api/guestbook-calls';
import { tokens } from '../../api/tokens';
import { usherSignInPath } from '../venue-paths';
import { accessLockOf } from './access-lock';

/**
 * Who may open the check-in page on this device: an usher signed in for this invitation, or a signed-in
 * owner (the server checks the invitation is theirs). Anyone else goes to the usher's sign-in, which
 * also leads an owner to the e-mail sign-in and back here. An usher's phone whose access ended stays
 * (locked, listing what it had not sent).
 */
export function checkInAccess({ params, request }: LoaderFunctionArgs) {
  const invitationId = params.id ?? '';
  if (usherSession.tokenFor(invitationId) || tokens.signedIn() || accessLockOf(invitationId)) return null;
  const url = new URL(request.url);
  throw redirect(usherSignInPath(url.pathname + url.search));
}
