import { eq } from 'drizzle-orm';
import { messageContextOf } from '../../../engine/messages/guest-message';
import { MESSAGE_KINDS, type MessageTemplates } from '../../../schemas/requests/guest-messages';
import type { MessageTemplatesAnswer } from '../../../schemas/responses/guest-messages';
import type { Database } from '../../db/database';
import { invitationEvents, invitations } from '../../db/schema';
import { pageCoupleOf } from './invitation-couple';
import { rootInvitationId, type InvitationRow } from './ownership';

/**
 * The owner's WhatsApp message templates (docs/product.md#sending): kept on the root invitation (its
 * versions send the same messages), with what fills {pasangan}, {tanggal} and {acara}: the couple and
 * events of the invitation the owner is on.
 */

async function rootRow(db: Database, invitation: InvitationRow) {
  const rootId = rootInvitationId(invitation);
  if (rootId === invitation.id) return invitation;
  const [root] = await db.select().from(invitations).where(eq(invitations.id, rootId));
  return root ?? invitation;
}

/** The templates, the share caption and the invitation's values, as GET answers them. */
export async function messageTemplatesOf(db: Database, invitation: InvitationRow): Promise<MessageTemplatesAnswer> {
  const [root, couple, events] = await Promise.all([
    rootRow(db, invitation),
    pageCoupleOf(db, invitation.id),
    db.select().from(invitationEvents).where(eq(invitationEvents.invitation_id, invitation.id)),
  ]);
  const stored = root.message_templates ?? {};
  return {
    templates: Object.fromEntries(
      MESSAGE_KINDS.map((kind) => [kind, stored[kind]?.trim() ? stored[kind] : null]),
    ) as MessageTemplatesAnswer['templates'],
    caption_share: root.caption_share,
    context: messageContextOf({ groom: couple.groom.person_nickname, bride: couple.bride.person_nickname }, events),
  };
}

/** The owner's templates saved on the root: a kind left out (or blank) goes back to the default. */
export async function saveMessageTemplates(db: Database, invitation: InvitationRow, templates: MessageTemplates) {
  const kept = Object.fromEntries(
    MESSAGE_KINDS.flatMap((kind) => (templates[kind]?.trim() ? [[kind, templates[kind]!]] : [])),
  );
  await db
    .update(invitations)
    .set({ message_templates: Object.keys(kept).length ? kept : null })
    .where(eq(invitations.id, rootInvitationId(invitation)));
}
