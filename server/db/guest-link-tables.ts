/**
 * How guests use their personal links (docs/product.md#sending): kept apart from `guests` so that a
 * guest opening their link writes no row the public page cache or the venue's fan-out watches.
 */

import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { guests } from './schema';

/** One row per guest whose personal link was opened: no IP, no user agent, only when and how often. */
export const guestLinkOpens = pgTable('guest_link_opens', {
  guest_id: text('guest_id')
    .primaryKey()
    .references(() => guests.id, { onDelete: 'cascade' }),
  first_opened_at: timestamp('first_opened_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  last_opened_at: timestamp('last_opened_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  open_count: integer('open_count').notNull().default(1),
});
