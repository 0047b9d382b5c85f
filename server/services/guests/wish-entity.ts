import type { Wish } from '../../../schemas/entities/wish.schema';
import type { wishes } from '../../db/schema';
import { isoTimestamp } from '../../db/entity-time';

/**
 * A wishes row as entity/wish: optional fields left out when empty, the time in ISO form, the status
 * only when not shown (every public wish is shown: docs/product.md#wish-moderation).
 */
export function wishEntity(row: typeof wishes.$inferSelect): Wish {
  return {
    id: row.id,
    name: row.name,
    message: row.message,
    ...(row.place !== null && { place: row.place }),
    ...(row.rsvp !== null && { rsvp: row.rsvp as NonNullable<Wish['rsvp']> }),
    ...(row.status !== 'shown' && { status: row.status as NonNullable<Wish['status']> }),
    created_at: isoTimestamp(row.created_at),
  };
}
