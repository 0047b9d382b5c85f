import { eq } from 'drizzle-orm';
import type { Database } from '../../server/db/database';
import { users } from '../../server/db/schema';
import { DEMO } from '../../server/db/seed';
import { storeInvitationPage } from '../../server/services/invitations/store-invitation-page';
import { insertManyWishes, sampleWithSlug } from '../server/invitation-sample';

/** The published invitation with many wishes the browser tests page through. */
export const MANY_WISHES = { slug: 'banyak-ucapan', count: 45 } as const;

/**
 * The demo owner's sample invitation again, under MANY_WISHES.slug, with exactly MANY_WISHES.count
 * wishes ('Tamu 1', the newest, to 'Tamu 45').
 */
export async function seedManyWishes(db: Database): Promise<string> {
  const [owner] = await db.select().from(users).where(eq(users.email, DEMO.email));
  if (!owner) throw new Error('seed the demo first');
  const page = sampleWithSlug(MANY_WISHES.slug);
  await storeInvitationPage(db, owner.id, page, {}, { wishes: [] });
  await insertManyWishes(db, page.invitation.id, MANY_WISHES.count, `${MANY_WISHES.slug}-wish`);
  return MANY_WISHES.slug;
}
