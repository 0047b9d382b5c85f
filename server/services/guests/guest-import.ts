import { and, eq, ne, sql } from 'drizzle-orm';
import { normalizeWhatsAppNumber } from '../../../engine/format/phone-number';
import { guestIdentity } from '../../../engine/guests/guest-identity';
import type { FieldError } from '../../../engine/validation/validate-payload';
import { MESSAGING_SERVICE } from '../../../schemas/payloads/phone-number';
import type { GuestImportRow, GuestPayload } from '../../../schemas/requests/guests';
import type { GuestImportResult } from '../../../schemas/responses/owner-guests';
import type { Database } from '../../db/database';
import { guests } from '../../db/schema';
import { databaseErrorOf } from '../../http/database-errors';
import { badRequest, conflict } from '../../http/http-error';

/** The guests' fields as stored (docs/product.md#guest-list), and the import (docs/product.md#guest-import). */

export const NUMBER_TAKEN = `Nomor ${MESSAGING_SERVICE} ini sudah dipakai tamu lain`;
const NUMBER_UNREADABLE = `Format nomor ${MESSAGING_SERVICE} tidak valid`;
const NUMBER_INDEX = 'guests_invitation_number_idx';

/** `seats` or `vip` left out: a new guest gets the default, an edited one keeps theirs. */
export type GuestFields = {
  name: string;
  group: string | null;
  whatsapp_number: string | null;
  seats?: number;
  vip?: boolean;
};

/**
 * A guest's fields as stored: the group trimmed (blank: none), the number as +62…; `field` names the
 * number's place in the request for the 400 when it cannot be read (the schema's pattern makes
 * that rare).
 */
export function storedGuestFields(guest: GuestPayload | GuestImportRow, field = 'whatsapp_number'): GuestFields {
  const group = guest.group?.trim() || null;
  const typed = guest.whatsapp_number?.trim();
  const whatsapp_number = typed ? normalizeWhatsAppNumber(typed) : null;
  if (typed && !whatsapp_number)
    throw badRequest(`${field}: ${NUMBER_UNREADABLE}`, [{ field, message: NUMBER_UNREADABLE }]);
  return {
    name: guest.name,
    group,
    whatsapp_number,
    ...(guest.seats !== undefined && { seats: guest.seats }),
    ...(guest.vip !== undefined && { vip: guest.vip }),
  };
}

const numberTaken = () => {
  const error: FieldError = { field: 'whatsapp_number', message: NUMBER_TAKEN };
  return conflict(NUMBER_TAKEN, [error]);
};

/** 409 when another guest of the invitation (not `exceptId`) already has this number. */
export async function assertNumberFree(db: Database, rootId: string, number: string | null, exceptId?: string) {
  if (!number) return;
  const [taken] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(
      and(
        eq(guests.invitation_id, rootId),
        eq(guests.whatsapp_number, number),
        exceptId ? ne(guests.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw numberTaken();
}

/** Runs a write; two requests racing for one number: the loser gets the same 409 as a checked one. */
export async function withNumberConflict<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const database = databaseErrorOf(error);
    if (database?.code === '23505' && database.constraint === NUMBER_INDEX) throw numberTaken();
    throw error;
  }
}

/**
 * Adds the rows that are not guests yet (docs/product.md#guest-import): a row whose identity (its
 * number, or its name when it has none: engine/guests/guest-identity.ts) is a guest of the invitation
 * already, or came earlier in the batch, is skipped. The rest go in one statement; a number another
 * import added meanwhile is skipped by the database, and only the rows really added are counted.
 * Within a batch, created_at keeps the file's order (a microsecond apart).
 */
export async function importGuests(db: Database, rootId: string, rows: GuestImportRow[]): Promise<GuestImportResult> {
  const stored = rows.map((row, i) => storedGuestFields(row, `guests.${i}.whatsapp_number`));
  const existing = await db
    .select({ name: guests.name, whatsapp_number: guests.whatsapp_number })
    .from(guests)
    .where(eq(guests.invitation_id, rootId));
  const seen = new Set(existing.map(guestIdentity));
  const fresh: GuestFields[] = [];
  for (const row of stored) {
    const identity = guestIdentity(row);
    if (seen.has(identity)) continue;
    seen.add(identity);
    fresh.push(row);
  }
  if (!fresh.length) return { added: 0, skipped: rows.length };
  const inserted = await db
    .insert(guests)
    .values(
      fresh.map((row, i) => ({
        ...row,
        invitation_id: rootId,
        created_at: sql.raw(`now() + interval '${i} microseconds'`),
      })),
    )
    .onConflictDoNothing({
      target: [guests.invitation_id, guests.whatsapp_number],
      where: sql.raw('"whatsapp_number" is not null'),
    })
    .returning({ id: guests.id });
  return { added: inserted.length, skipped: rows.length - inserted.length };
}
