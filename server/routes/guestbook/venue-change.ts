import type { Database } from '../../db/database';
import type { GuestbookViewer } from '../../services/guestbook/guestbook-viewer';
import { recordChange, type ChangeAction } from '../../services/invitations/invitation-changes';

/**
 * An owner's or member's write of the venue's settings as one change of the invitation
 * (docs/product.md#changes): `key` names the thing, `subject` its owner page ('Meja', 'Suvenir',
 * 'Layar Sapaan'). An usher's writes (check-ins, souvenirs handed out) are the wedding day's, not
 * changes of the invitation.
 */
export async function recordVenueChange(
  db: Database,
  viewer: GuestbookViewer,
  what: { key: string; subject: string; action: ChangeAction },
): Promise<void> {
  if (!viewer.userId) return;
  await recordChange(db, {
    rootId: viewer.rootId,
    entityKey: what.key,
    subject: what.subject,
    action: what.action,
    userId: viewer.userId,
  });
}
