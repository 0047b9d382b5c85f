import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { invitationPlans, invitations, themes } from '../db/schema';
import { SLUG_TAKEN } from '../http/database-errors';
import { badRequest, conflict } from '../http/http-error';

const THEME_MISSING = 'Tema tidak ditemukan';
const PLAN_MISSING = 'Paket tidak ditemukan';

/** 409 when another invitation already has this slug. */
export async function assertSlugFree(db: Database, slug: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.slug, slug), exceptId ? ne(invitations.id, exceptId) : undefined));
  if (taken) throw conflict(SLUG_TAKEN);
}

/** 400 unless the theme is in the catalogue. */
export async function assertThemeExists(db: Database, theme: string): Promise<void> {
  const [found] = await db.select({ id: themes.id }).from(themes).where(eq(themes.slug, theme));
  if (!found) throw badRequest(THEME_MISSING, [{ field: 'theme', message: THEME_MISSING }]);
}

/** The plan with this code, or 400. */
export async function planByCode(db: Database, code: string) {
  const [plan] = await db.select().from(invitationPlans).where(eq(invitationPlans.code, code));
  if (!plan) throw badRequest(PLAN_MISSING, [{ field: 'plan_code', message: PLAN_MISSING }]);
  return plan;
}
