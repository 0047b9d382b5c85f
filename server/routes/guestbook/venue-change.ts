import type { Database } from '../../db/database';
import type { GuestbookViewer } from '../../services/guestbook/guestbook-viewer';
import {
  FIRST_VERSION,
  recordChange,
  writeChange,
  type ChangeAction,
  type WritePreconditions,
} from '../../services/invitations/invitation-changes';

type VenueThing = { key: string; subject: string; action: ChangeAction };

/**
 * An owner's or member's write of the venue's settings as one change of the invitation
 * (docs/product.md#changes): `key` names the thing, `subject` its owner page ('Meja', 'Suvenir',
 * 'Layar Sapaan'). An usher's writes (check-ins, souvenirs handed out) are the wedding day's, not
 * changes of the invitation.
 */
export async function recordVenueChange(db: Database, viewer: GuestbookViewer, what: VenueThing): Promise<void> {
  if (!viewer.userId) return;
  await recordChange(db, {
    rootId: viewer.rootId,
    entityKey: what.key,
    subject: what.subject,
    action: what.action,
    userId: viewer.userId,
  });
}

/**
 * An owner's or member's change of a venue setting that has a version (a table, a souvenir kind, the
 * greeting screen): written as one change, checked against the version the request was based on
 * (If-Match, docs/product.md#no-lost-edit; a 409 names who changed it meanwhile), and written once
 * when its Idempotency-Key is given and was sent before. Answers what `write` answered (none for a repeated one) and the new version.
 */
export async function writeVenueChange<T>(
  db: Database,
  viewer: GuestbookViewer,
  preconditions: WritePreconditions,
  what: VenueThing,
  write: (db: Database) => Promise<T>,
): Promise<{ result?: T; version: string }> {
  // The settings are the owner's and members' (ownerOnly): a viewer without an account never gets here.
  if (!viewer.userId) return { result: await write(db), version: FIRST_VERSION };
  const target = { rootId: viewer.rootId, entityKey: what.key, subject: what.subject, action: what.action };
  return writeChange(db, { ...target, userId: viewer.userId }, preconditions, write);
}
