/**
 * The wedding day's desk beyond the check-in (docs/product.md#guestbook): envelopes, the door prize,
 * codes used twice where codes are single-use, and what the hall's greeting screen last reported.
 * All belong to the root invitation, as the guests do.
 */

import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { guests, invitations } from './schema';

const invitationRef = () =>
  text('invitation_id')
    .notNull()
    .references(() => invitations.id, { onDelete: 'cascade' });
const guestRef = () =>
  text('guest_id')
    .notNull()
    .references(() => guests.id, { onDelete: 'cascade' });
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' }).notNull().defaultNow();

/** Envelopes (angpao) a guest handed at the desk: one record per guest, the latest count and note. */
export const guestEnvelopes = pgTable(
  'guest_envelopes',
  {
    guest_id: guestRef().primaryKey(),
    invitation_id: invitationRef(),
    count: integer('count').notNull(),
    note: text('note'),
    usher_name: text('usher_name').notNull(),
    recorded_at: at('recorded_at'),
  },
  (t) => [index('guest_envelopes_invitation_idx').on(t.invitation_id)],
);

/** A door prize winner, drawn from the guests present; a guest wins at most once. */
export const doorPrizeDraws = pgTable(
  'door_prize_draws',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    invitation_id: invitationRef(),
    guest_id: guestRef(),
    /** What was won ("Hadiah 1", "Kulkas"); null: not named. */
    prize: text('prize'),
    drawn_at: at('drawn_at'),
  },
  (t) => [uniqueIndex('door_prize_draws_guest_idx').on(t.invitation_id, t.guest_id)],
);

/** A single-use personal code shown again at the door: the second person is flagged, not admitted. */
export const doorCodeFlags = pgTable(
  'door_code_flags',
  {
    /** Made on the usher's device (a UUID), so a retry is the same flag. */
    id: text('id').primaryKey(),
    invitation_id: invitationRef(),
    guest_id: guestRef(),
    usher_name: text('usher_name').notNull(),
    flagged_at: at('flagged_at'),
  },
  (t) => [index('door_code_flags_invitation_idx').on(t.invitation_id)],
);

/** What the hall's greeting screen last reported: its queue, its lag, greeted and skipped so far. */
export const greetingScreenReports = pgTable('greeting_screen_reports', {
  invitation_id: invitationRef().primaryKey(),
  waiting: integer('waiting').notNull(),
  lag_seconds: integer('lag_seconds').notNull(),
  greeted: integer('greeted').notNull(),
  skipped: integer('skipped').notNull(),
  reported_at: at('reported_at'),
});
