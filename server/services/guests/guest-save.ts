import { eq } from 'drizzle-orm';
import type { GuestPayload } from '../../../schemas/requests/guests';
import type { Database } from '../../db/database';
import { guests } from '../../db/schema';
import { assertNumberFree, storedGuestFields, withNumberConflict } from './guest-import';

/**
 * An owner's guest written on a root invitation's list: added, or with `guestId` replaced (a group
 * or number left out cleared). Its WhatsApp number, stored as +62…, must be no other guest's there
 * (409). The rows written.
 */
export async function saveGuest(db: Database, rootId: string, payload: GuestPayload, guestId?: string) {
  const fields = storedGuestFields(payload);
  await assertNumberFree(db, rootId, fields.whatsapp_number, guestId);
  return withNumberConflict(() =>
    guestId
      ? db.update(guests).set(fields).where(eq(guests.id, guestId)).returning()
      : db
          .insert(guests)
          .values({ ...fields, invitation_id: rootId })
          .returning(),
  );
}
