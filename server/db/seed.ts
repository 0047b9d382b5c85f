import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { sampleGiftConfirmations, sampleInvitation, sampleWishes } from '../../engine/demo/sample-invitation';
import { storeInvitationPage } from '../services/store-invitation-page';
import { readThemeManifest, themeIds } from '../services/theme-manifests';
import type { Database } from './database';
import { guests, invitationCategories, invitationPlans, themes, users } from './schema';

export const DEMO = {
  email: 'demo@undangan.id',
  password: 'rahasia-demo',
  slug: 'raka-dan-ayu',
  theme: 'floral-whimsy',
} as const;

/** The plans (docs/product.md#plans), each with the sections of the data model (docs/product.md#data-model). */
const PLANS = [
  { code: 'basic', name: 'basic', tier: 1, price: 49000, expired_day: 90, with_guestbook: false },
  { code: 'premium', name: 'premium', tier: 2, price: 99000, expired_day: 180, with_guestbook: false },
  { code: 'luxury', name: 'luxury', tier: 3, price: 199000, expired_day: 365, with_guestbook: true },
];

/** The themes of manifests/ as catalogue rows; an invalid manifest stops the start with its issues. */
function manifestThemes() {
  return themeIds().map((themeId) => {
    const { id, name, category } = readThemeManifest(themeId);
    return { slug: id, name, theme_category_id: category };
  });
}

/**
 * Seeds plans, the theme catalogue (from the manifests, new themes added on every start) and, once,
 * a demo owner with the demo invitation and a guest. Returns what the start banner prints.
 */
export async function seedDemo(db: Database) {
  for (const plan of PLANS) {
    await db
      .insert(invitationPlans)
      .values({ ...plan, section: [] })
      .onConflictDoNothing({ target: invitationPlans.code });
  }
  await db.insert(themes).values(manifestThemes()).onConflictDoNothing({ target: themes.slug });

  let [owner] = await db.select().from(users).where(eq(users.email, DEMO.email));
  if (!owner) {
    [owner] = await db
      .insert(users)
      .values({ name: 'Raka & Ayu', email: DEMO.email, password_hash: await hash(DEMO.password) })
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
      { plan_id: luxury?.id, category_id: category?.id, showcase: 'portofolio' },
      { confirmations, wishes: sampleWishes(now) },
    );
    await db.insert(guests).values({ invitation_id: invitation.id, name: 'Budi Santoso' });
  }
  const [guest] = await db.select().from(guests).limit(1);
  return { email: DEMO.email, password: DEMO.password, slug: DEMO.slug, guestCode: guest?.code ?? '' };
}
