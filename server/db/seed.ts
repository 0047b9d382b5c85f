import { hash } from '@node-rs/argon2';
import { and, eq, sql } from 'drizzle-orm';
import { sampleGiftConfirmations, sampleInvitation, sampleWishes } from '../../engine/demo/sample-invitation';
import { storeInvitationPage } from '../services/invitations/store-invitation-page';
import { refreshActivePeriod } from '../services/payments/active-period';
import { paidUntilOf } from '../../engine/content/active-period';
import { readThemeManifest, themeIds } from '../services/invitations/theme-manifests';
import type { Database } from './database';
import { PLAN_CATALOGUE } from './plan-catalogue';
import { DEMO_GUEST_NAME, seedDemoGuestbook, seedDemoGuests } from './demo-guests';
import { guests, invitationCategories, invitations, invitationPlans, themes, users } from './schema';

export const DEMO = {
  email: 'demo@undangan.id',
  password: 'rahasia-demo',
  slug: 'raka-dan-ayu',
  theme: 'floral-whimsy',
} as const;

/** The value a conflicting insert proposed for a column (PostgreSQL's `excluded`). */
const proposed = (column: string) => sql`excluded.${sql.identifier(column)}`;

/**
 * The plans of plan-catalogue.ts: a missing one inserted whole; an existing one keeps what the operator
 * console sets (price, discount, days, sections, guestbook, add-ons, description) and follows the code
 * only in what the console does not set (name, badge colour, tier). Answers their ids by code.
 */
async function upsertPlans(db: Database): Promise<Map<string, string>> {
  const rows = Object.entries(PLAN_CATALOGUE).map(([code, plan]) => ({ code, ...plan }));
  const stored = await db
    .insert(invitationPlans)
    .values(rows)
    .onConflictDoUpdate({
      target: invitationPlans.code,
      set: { name: proposed('name'), color: proposed('color'), tier: proposed('tier') },
    })
    .returning({ id: invitationPlans.id, code: invitationPlans.code });
  return new Map(stored.map((plan) => [plan.code, plan.id]));
}

/**
 * The themes of manifests/ as catalogue rows, inserted or brought up to date: name, category, and
 * the lowest plan that may use it (a theme naming one is restricted). An invalid manifest stops
 * the start with its issues.
 */
async function upsertThemes(db: Database, planIds: Map<string, string>) {
  const rows = themeIds().map((themeId) => {
    const { id, name, category, plan } = readThemeManifest(themeId);
    return {
      slug: id,
      name,
      theme_category_id: category,
      invitation_plan_id: plan ? planIds.get(plan) : null,
      restricted: plan !== undefined,
    };
  });
  await db
    .insert(themes)
    .values(rows)
    .onConflictDoUpdate({
      target: themes.slug,
      set: {
        name: proposed('name'),
        theme_category_id: proposed('theme_category_id'),
        invitation_plan_id: proposed('invitation_plan_id'),
        restricted: proposed('restricted'),
      },
    });
}

/** The plans (as upsertPlans keeps them) and the theme catalogue as the manifests have it: on every start. */
export async function syncCatalogue(db: Database): Promise<void> {
  await upsertThemes(db, await upsertPlans(db));
}

/**
 * The catalogue (syncCatalogue) and, once, a demo owner with the demo invitation, its guests and its
 * guestbook's tables and souvenirs (SEED_DEMO). Returns what the start banner prints.
 */

export async function seedDemo(db: Database) {
  await syncCatalogue(db);

  let [owner] = await db.select().from(users).where(eq(users.email, DEMO.email));
  if (!owner) {
    [owner] = await db
      .insert(users)
      .values({
        name: 'Raka & Ayu',
        email: DEMO.email,
        password_hash: await hash(DEMO.password),
        email_verified_at: new Date().toISOString(),
      })
      .returning();
    const [luxury] = await db.select().from(invitationPlans).where(eq(invitationPlans.code, 'luxury'));
    const [category] = await db
      .insert(invitationCategories)
      .values({ name: 'Pernikahan', type: 'private' })
      .returning();
    const now = Date.now();
    const page = sampleInvitation(DEMO.theme, now);
    const invitation = { ...page.invitation, id: crypto.randomUUID(), slug: DEMO.slug };
    const confirmations = sampleGiftConfirmations(now).map((c) => ({ ...c, invitation_id: invitation.id }));
    await storeInvitationPage(
      db,
      owner!.id,
      { ...page, invitation },
      {
        plan_id: luxury?.id,
        category_id: category?.id,
        showcase: 'portofolio',
        // Paid luxury: its days from today, never ending before a week after its wedding.
        paid_at: new Date(now).toISOString(),
        paid_until: new Date(paidUntilOf(now, luxury?.expired_day ?? 365)).toISOString(),
      },
      { confirmations, wishes: sampleWishes(now) },
    );
    await refreshActivePeriod(db, invitation.id);
    await seedDemoGuests(db, invitation.id);
    await seedDemoGuestbook(db, invitation.id);
  }
  const [guest] = await db
    .select({ code: guests.code })
    .from(guests)
    .innerJoin(invitations, eq(invitations.id, guests.invitation_id))
    .where(and(eq(invitations.slug, DEMO.slug), eq(guests.name, DEMO_GUEST_NAME)))
    .limit(1);
  return { email: DEMO.email, password: DEMO.password, slug: DEMO.slug, guestCode: guest?.code ?? '' };
}
