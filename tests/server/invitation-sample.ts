import { sampleGiftConfirmations, sampleInvitation, sampleWishes } from '../../engine/demo/sample-invitation';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { Database } from '../../server/db/database';
import { invitationPlans, invitations, wishes } from '../../server/db/schema';
import { registerOwner, type TestServer } from './harness';
import { storeInvitationPage } from '../../server/services/invitations/store-invitation-page';

const freshFor =
  (slug: string) =>
  <T extends { id: string }>(row: T): T => ({ ...row, id: `${slug}-${row.id}` });

/**
 * The demo invitation under a new slug, every row id prefixed with it, so that several can live in
 * one database (beside the seeded demo, which keeps the sample's ids).
 */
export function sampleWithSlug(slug: string, theme = 'floral-whimsy', now = Date.now()): InvitationPage {
  const page = sampleInvitation(theme, now);
  const fresh = freshFor(slug);
  const { invitation_event = [], virtual_gift = [], physical_gift = [], wishlist_gift = [] } = page.invitation;
  const invitationId = `${slug}-invitation`;
  return {
    ...page,
    invitation: {
      ...page.invitation,
      id: invitationId,
      slug,
      invitation_event: invitation_event.map(fresh),
      virtual_gift: virtual_gift.map(fresh),
      physical_gift: physical_gift.map(fresh),
      wishlist_gift: wishlist_gift.map((item) => ({
        ...fresh(item),
        confirmation: item.confirmation.map(fresh),
      })),
    },
    sections: page.sections.map(fresh),
    stories: page.stories.map(fresh),
    gallery: page.gallery.map(fresh),
    newest_wishes: page.newest_wishes.map(fresh),
  };
}

/** Stores the sample for an owner on a plan (by code) and returns it. */
export async function storeSample(
  db: Database,
  userId: string,
  slug: string,
  listing: { plan_id?: string; showcase?: string } = {},
) {
  const now = Date.now();
  const page = sampleWithSlug(slug, 'floral-whimsy', now);
  const wishes = sampleWishes(now).map(freshFor(slug));
  const confirmations = sampleGiftConfirmations(now).map((c) => ({
    ...c,
    id: `${slug}-${c.id}`,
    invitation_id: page.invitation.id,
    invitation_wishlist_id: `${slug}-${c.invitation_wishlist_id}`,
  }));
  await storeInvitationPage(db, userId, page, listing, { confirmations, wishes });
  return page;
}

export async function planId(db: Database, code: string): Promise<string> {
  const plans = await db.select().from(invitationPlans);
  const plan = plans.find((p) => p.code === code);
  if (!plan) throw new Error(`no plan ${code}`);
  return plan.id;
}

/** The ids the two-owner fixture gives: Raka's sample invitation and a version of it. */
export const ROOT = 'raka-invitation';
export const VERSION = 'raka-2-invitation';
/** Seeding and password hashing take a while on a loaded machine. */
export const SETUP_TIMEOUT = 60_000;

/**
 * Two owners, Raka and a stranger, each with the sample invitation (`raka`, `lain`; row ids
 * prefixed so), and a version `raka-2` of Raka's (`extra` sets more of its columns), all published.
 */
export async function twoOwnersWithSamples(server: TestServer, extra: Partial<typeof invitations.$inferInsert> = {}) {
  const db = server.database.db;
  const owner = await registerOwner(server.app, 'Raka');
  const stranger = await registerOwner(server.app, 'Orang Lain');
  await storeSample(db, owner.user.id, 'raka');
  await storeSample(db, stranger.user.id, 'lain');
  await db.insert(invitations).values({
    id: VERSION,
    parent_id: ROOT,
    user_id: owner.user.id,
    slug: 'raka-2',
    theme: 'floral-whimsy',
    status: 'published',
    ...extra,
  });
  return { owner, stranger };
}

/**
 * `count` wishes for an invitation in one multi-row insert, newer than the sample's (the newest
 * first: `${prefix}-0`, then `-1` …, one millisecond apart), with a message of a usual length.
 */
export async function insertManyWishes(db: Database, invitationId: string, count: number, prefix: string) {
  const newest = Date.now();
  await db.insert(wishes).values(
    Array.from({ length: count }, (_, n) => ({
      id: `${prefix}-${n}`,
      invitation_id: invitationId,
      name: `Tamu ${n + 1}`,
      message: `Selamat menempuh hidup baru! Semoga menjadi keluarga yang sakinah, mawaddah, warahmah. (${n + 1})`,
      created_at: new Date(newest - n).toISOString(),
    })),
  );
}
