import { and, eq, ne } from 'drizzle-orm';
import { validatePayload } from '../../../engine/validation/validate-payload';
import { slugCheckSchema, type SlugCheck } from '../../../schemas/requests/invitations';
import type { SlugAvailability } from '../../../schemas/responses/owner-invitations';
import type { Database } from '../../db/database';
import { invitationPlans, invitations } from '../../db/schema';
import { SLUG_TAKEN } from '../../http/database-errors';
import { badRequest, conflict } from '../../http/http-error';

const PLAN_MISSING = 'Paket tidak ditemukan';

/** Whether an invitation other than `exceptId` already has this slug. */
export async function isSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [taken] = await db
    .select({ id: invitations.id })
    .from(invitations)
    .where(and(eq(invitations.slug, slug), exceptId ? ne(invitations.id, exceptId) : undefined));
  return taken !== undefined;
}

/** 409 when another invitation already has this slug. */
export async function assertSlugFree(db: Database, slug: string, exceptId?: string): Promise<void> {
  if (await isSlugTaken(db, slug, exceptId)) throw conflict(SLUG_TAKEN);
}

/** The plan with this code, or 400. */
export async function planByCode(db: Database, code: string) {
  const [plan] = await db.select().from(invitationPlans).where(eq(invitationPlans.code, code));
  if (!plan) throw badRequest(PLAN_MISSING, [{ field: 'plan_code', message: PLAN_MISSING }]);
  return plan;
}

/**
 * Whether an owner may give an invitation this slug, and if not why: the messages a write would
 * answer (pattern, length, reserved, 'Slug sudah dipakai'). The invitation `exceptId` keeps its own.
 */
export async function slugAvailability(db: Database, slug: string, exceptId?: string): Promise<SlugAvailability> {
  const checked = validatePayload<SlugCheck>(slugCheckSchema, { slug });
  if (!checked.ok) return { slug, available: false, message: checked.errors[0]?.message ?? 'Slug tidak valid' };
  if (await isSlugTaken(db, slug, exceptId)) return { slug, available: false, message: SLUG_TAKEN };
  return { slug, available: true };
}
