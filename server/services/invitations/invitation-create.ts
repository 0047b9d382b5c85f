import { SECTION_SLUGS } from '../../../schemas/section-slugs';
import type { CreateInvitationRequest } from '../../../schemas/requests/invitations';
import type { Database } from '../../db/database';
import { invitationPrivate, invitationSections, invitations } from '../../db/schema';
import { assertSlugFree, planByCode } from './invitation-rules';
import type { InvitationRow } from './ownership';
import { assertGuestbookAllowed, assertThemeAllowed, planAllowsSection } from './plan-rules';

/**
 * An owner's new invitation, an unpaid draft: its plan's rules checked (theme, guestbook), its slug free,
 * then in one transaction the invitation, every section (those the plan does
 * not have inactive) and the couple's persons given.
 */
export async function createInvitation(
  db: Database,
  ownerId: string,
  request: CreateInvitationRequest,
): Promise<InvitationRow> {
  const { slug, theme, use_multiple_event, use_guestbook = false, plan_code, groom, bride } = request;
  const plan = plan_code ? await planByCode(db, plan_code) : null;
  await assertThemeAllowed(db, theme, plan);
  if (use_guestbook) await assertGuestbookAllowed(db, plan);
  await assertSlugFree(db, slug);
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .insert(invitations)
      .values({
        user_id: ownerId,
        slug,
        theme,
        status: 'draft',
        use_multiple_event,
        use_guestbook,
        // Unpaid: no end yet; paying starts the plan's days (server/services/payments).
        plan_id: plan?.id ?? null,
      })
      .returning();
    const invitation_id = invitation!.id;
    // A section the plan does not have starts inactive (the owner sees it, and its upgrade).
    await tx.insert(invitationSections).values(
      SECTION_SLUGS.map((slug, index) => ({
        invitation_id,
        slug,
        index,
        is_active: planAllowsSection(plan, slug),
      })),
    );
    const couple = [groom && { ...groom, person_role: 'groom' }, bride && { ...bride, person_role: 'bride' }].filter(
      (person) => !!person,
    );
    if (couple.length) await tx.insert(invitationPrivate).values(couple.map((p) => ({ ...p, invitation_id })));
    return invitation!;
  });
}
