import { eq, sql } from 'drizzle-orm';
import {
  GREETING_SECONDS,
  guestbookSettingsSchema,
  type GreetingLayout,
  type GuestbookSettings,
} from '../../../schemas/requests/guestbook';
import type { Database } from '../../db/database';
import { guestbookSettings } from '../../db/schema';

/** The greeting screen's settings of a guestbook (docs/product.md#guestbook); the defaults until saved. */

const DEFAULTS: GuestbookSettings = {
  screen_layout: guestbookSettingsSchema.properties.screen_layout.default,
  greeting_seconds: GREETING_SECONDS.default,
  show_table: guestbookSettingsSchema.properties.show_table.default,
};

export async function settingsOf(db: Database, rootId: string): Promise<GuestbookSettings> {
  const [row] = await db.select().from(guestbookSettings).where(eq(guestbookSettings.invitation_id, rootId));
  if (!row) return { ...DEFAULTS };
  return {
    screen_layout: row.screen_layout as GreetingLayout,
    greeting_seconds: row.greeting_seconds,
    show_table: row.show_table,
  };
}

export async function saveSettings(
  db: Database,
  rootId: string,
  settings: GuestbookSettings,
): Promise<GuestbookSettings> {
  const values = { ...DEFAULTS, ...settings };
  await db
    .insert(guestbookSettings)
    .values({ invitation_id: rootId, ...values })
    .onConflictDoUpdate({ target: guestbookSettings.invitation_id, set: { ...values, updated_at: sql`now()` } });
  return settingsOf(db, rootId);
}
