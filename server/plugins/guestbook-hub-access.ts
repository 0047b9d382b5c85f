import type { FastifyInstance } from 'fastify';
import type { GuestbookHello } from '../../schemas/realtime/guestbook-messages';
import { coalescedReads } from '../services/public-page/coalesced-reads';
import { guestbookViewer, invitationWithPlan } from '../services/guestbook/guestbook-viewer';

/**
 * The access a hello's token gives to its invitation (guestbookViewer), checked once for the hellos
 * and rechecks asking the same at the same time, each check sharing the invitation's read while it
 * runs (coalesced-reads.ts: never older than the hello).
 */
export function guestbookAccessOf(app: FastifyInstance) {
  // The invitation of every hello and recheck, read once for those asking at the same time.
  const invitationOf = coalescedReads((invitationId) => invitationWithPlan(app, invitationId));
  const accessOf = coalescedReads((key) => {
    const [token, invitationId] = JSON.parse(key) as [string, string];
    return guestbookViewer(app, token, invitationId, { invitationOf });
  });
  return (hello: GuestbookHello) => accessOf(JSON.stringify([hello.token, hello.invitation_id]));
}
