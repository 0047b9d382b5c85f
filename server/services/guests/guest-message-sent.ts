import { eq, sql } from 'drizzle-orm';
import type { MessageKind } from '../../../schemas/requests/guest-messages';
import type { Database } from '../../db/database';
import { guests } from '../../db/schema';

/** The guest's column that holds when each kind of message last went (docs/product.md#sending). */
export const SENT_COLUMN = {
  invitation: guests.sent_at,
  reminder: guests.reminded_at,
  thank_you: guests.thanked_at,
} as const satisfies Record<MessageKind, unknown>;

const SENT_FIELD = { invitation: 'sent_at', reminder: 'reminded_at', thank_you: 'thanked_at' } as const;

/** The owner sent a guest this kind of message (the queue, or 'Kirim via WhatsApp'): its time is now. The rows written. */
export function markMessageSent(db: Database, guestId: string, kind: MessageKind) {
  return db
    .update(guests)
    .set({ [SENT_FIELD[kind]]: sql`now()` })
    .where(eq(guests.id, guestId))
    .returning();
}
