import { asc, eq } from 'drizzle-orm';
import { planLabel } from '../../../engine/format/plan-label';
import { wordList } from '../../../engine/format/word-list';
import type { SectionSlug } from '../../../schemas/section-slugs';
import type { Database } from '../../db/database';
import { invitationPlans, themes } from '../../db/schema';
import { badRequest, HttpError } from '../../http/http-error';

/**
 * What an invitation's plan allows (docs/product.md#plans): the sections it may have active, the
 * themes it may use, and the guestbook. An invitation without a plan may have every section, only
 * the themes no plan is named for, and no guestbook.
 */

export type PlanRow = typeof invitationPlans.$inferSelect;

const THEME_MISSING = 'Tema tidak ditemukan';

/** A plan's name as a sentence shows it: "Luxury". */
export const planDisplayName = (plan: Pick<PlanRow, 'name'>): string => planLabel(plan.name);

const refused = (field: string, message: string) => new HttpError(403, message, [{ field, message }]);

/** The plan an invitation is on, or null. */
export async function planOf(db: Database, planId: string | null): Promise<PlanRow | null> {
  if (!planId) return null;
  const [plan] = await db.select().from(invitationPlans).where(eq(invitationPlans.id, planId));
  return plan ?? null;
}

/** Whether a section may be active on this plan; every one may without a plan. */
export const planAllowsSection = (plan: Pick<PlanRow, 'section'> | null, slug: string): boolean =>
  !plan || (plan.section as readonly string[]).includes(slug);

/** 403 'Bagian ini tidak termasuk paket <Name>' for a section the plan does not have. */
export function assertSectionAllowed(plan: PlanRow | null, slug: SectionSlug): void {
  if (!planAllowsSection(plan, slug)) {
    throw refused('is_active', `Bagian ini tidak termasuk paket ${planDisplayName(plan!)}`);
  }
}

/**
 * 400 'Tema tidak ditemukan' unless the theme is in the catalogue; 403 'Tema ini khusus paket
 * <Name>' when the theme names a plan of a higher tier than the invitation's (none: tier 0).
 */
export async function assertThemeAllowed(db: Database, theme: string, plan: PlanRow | null): Promise<void> {
  const [found] = await db
    .select({ id: themes.id, planName: invitationPlans.name, planTier: invitationPlans.tier })
    .from(themes)
    .leftJoin(invitationPlans, eq(invitationPlans.id, themes.invitation_plan_id))
    .where(eq(themes.slug, theme));
  if (!found) throw badRequest(THEME_MISSING, [{ field: 'theme', message: THEME_MISSING }]);
  if (found.planName !== null && found.planTier !== null && found.planTier > (plan?.tier ?? 0)) {
    throw refused('theme', `Tema ini khusus paket ${planDisplayName({ name: found.planName })}`);
  }
}

/** 403 'Buku tamu hanya tersedia di paket <Names>' unless the plan comes with the guestbook. */
export async function assertGuestbookAllowed(db: Database, plan: PlanRow | null): Promise<void> {
  if (plan?.with_guestbook) return;
  throw await guestbookRefusal(db);
}

/**
 * The 403 for an invitation whose plan lacks the guestbook: 'Buku tamu hanya tersedia di paket
 * <Names>', naming the plans that have it (the guestbook's calls answer it too).
 */
export async function guestbookRefusal(db: Database): Promise<HttpError> {
  const withGuestbook = await db
    .select({ name: invitationPlans.name })
    .from(invitationPlans)
    .where(eq(invitationPlans.with_guestbook, true))
    .orderBy(asc(invitationPlans.tier));
  const names = withGuestbook.map(planDisplayName);
  if (!names.length) return refused('use_guestbook', 'Buku tamu tidak tersedia di paket ini');
  return refused('use_guestbook', `Buku tamu hanya tersedia di paket ${wordList(names, 'atau')}`);
}
