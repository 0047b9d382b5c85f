import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import type { wishlistConfirmations } from '../../db/schema';
import { isoTimestamp } from '../../db/entity-time';

/** A wishlist_confirmations row as entity/gift-confirmation (the owner's marks only once made). */
export function giftConfirmationEntity({
  notes,
  status,
  purchase_date,
  received_at,
  thanked_at,
  created_at,
  ...row
}: typeof wishlistConfirmations.$inferSelect): GiftConfirmation {
  return {
    ...row,
    ...(notes !== null && { notes }),
    status: status as GiftConfirmation['status'],
    purchase_date: isoTimestamp(purchase_date),
    ...(received_at !== null && { received_at: isoTimestamp(received_at) }),
    ...(thanked_at !== null && { thanked_at: isoTimestamp(thanked_at) }),
    created_at: isoTimestamp(created_at),
  };
}
