import { eq, sql } from 'drizzle-orm';
import {
  GUESTBOOK_SETTINGS_DEFAULTS,
  type GreetingLayout,
  type GuestbookSettings,
} from '../../../schemas/requests/guestbook';
import type { Database } from '../../db/database';
import { guestbookSettings } from '../../db/schema';

/** The greeting screen's settings of a guestbook (docs/product.md#guestbook); the defaults until saved. */

export async function settingsOf(db: Database, rootId: string): Promise<GuestbookSettings> {
  const [row] = await db.select().from(guestbookSettings).where(eq(guestbookSettings.invitation_id, rootId));
  if (!row) return { ...GUESTBOOK_SETTINGS_DEFAULTS };
  return {
    screen_layout: row.screen_layout as GreetingLayout,
    greeting_seconds: row.greeting_seconds,
    show_table: row.show_table,
    greeting_max_age_seconds: row.greeting_max_age_seconds,
    vip_greeting: row.vip_greeting,
    single_use_codes: row.single_use_codes,
    check_out: row.check_out,
  };
}

export async function saveSettings(
  db: Database,
  rootId: string,
  settings: GuestbookSettings,
): Promise<GuestbookSettings> {
  // Fields a caller leaves out keep what was saved (an older screen's form knows only the first three).
  const values = { ...(await settingsOf(db, rootId)), ...settings };
  await db
    .insert(guestbookSettings)
    .values({ invitation_id: rootId, ...values })
    .onConflictDoUpdate({ target: guestbookSettings.invitation_id, set: { ...values, updated_at: sql`now()` } });
  return settingsOf(db, rootId);
}
