import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import type { wishlistConfirmations } from '../../db/schema';
import { isoTimestamp } from '../../db/entity-time';

/** A wishlist_confirmations row as entity/gift-confirmation. */
export function giftConfirmationEntity({
  notes,
  status,
  purchase_date,
  created_at,
  ...row
}: typeof wishlistConfirmations.$inferSelect): GiftConfirmation {
  return {
    ...row,
    ...(notes !== null && { notes }),
    status: status as GiftConfirmation['status'],
    purchase_date: isoTimestamp(purchase_date),
    created_at: isoTimestamp(created_at),
  };
}
