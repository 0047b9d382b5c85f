import { seedDemo } from '../../server/db/seed';
import { addGuests } from './guestbook-fixture';
import { registerOwner, type TestServer } from './harness';
import { planId, storeSample } from './invitation-sample';

/**
 * For the socket tests, on a server of their own (a listening one, or with short timings): Raka's
 * sample invitation `gb` on the Luxury plan with the guestbook on and `guestCount` guests
 * (`gb-guest-0` …, "Tamu 1" …), his `gb-mediaval` (a plan without the guestbook) and a stranger's
 * `gb-lain` on the Luxury plan.
 */
export async function guestbookSocketSample(server: TestServer, guestCount: number) {
  const db = server.database.db;
  await seedDemo(db);
  const owner = await registerOwner(server.app, 'Raka');
  const stranger = await registerOwner(server.app, 'Orang Lain');
  const luxury = await planId(db, 'luxury');
  const page = await storeSample(db, owner.user.id, 'gb', { plan_id: luxury });
  await storeSample(db, owner.user.id, 'gb-mediaval', { plan_id: await planId(db, 'mediaval') });
  await storeSample(db, stranger.user.id, 'gb-lain', { plan_id: luxury });
  const invitationId = page.invitation.id;
  const specs = Array.from({ length: guestCount }, (_, n) => ({ name: `Tamu ${n + 1}` }));
  const guestIds = await addGuests(db, invitationId, 'gb-guest', specs);
  return {
    owner,
    /** The owner's bearer token, as a hello carries it. */
    token: owner.headers.authorization.slice('Bearer '.length),
    invitationId,
    guestIds,
  };
}
