import { and, asc, eq } from 'drizzle-orm';
import type { DoorCodeFlagPayload } from '../../../schemas/requests/door-code-flag';
import type { DoorCodeFlag } from '../../../schemas/responses/door-code-flag';
import type { Database } from '../../db/database';
import { isoTimestamp } from '../../db/entity-time';
import { guests } from '../../db/schema';
import { doorCodeFlags } from '../../db/venue-desk-tables';
import { conflict, notFound } from '../../http/http-error';
import { NOT_THIS_INVITATIONS_GUEST } from './check-in';
import type { GuestbookViewer } from './guestbook-viewer';

/*
 * Single-use personal codes (docs/product.md#guestbook): where the owner made them single-use, an
 * usher who scans the code of a guest already inside flags it instead of admitting a second person.
 * The flag's id is made on the device (it waits in the outbox offline): a retry is the same flag.
 */

export const FLAG_ID_TAKEN = 'ID tanda sudah dipakai';

type Who = Pick<GuestbookViewer, 'rootId' | 'name'>;

const flagColumns = {
  id: doorCodeFlags.id,
  invitation_id: doorCodeFlags.invitation_id,
  guest_id: doorCodeFlags.guest_id,
  guest_name: guests.name,
  usher_name: doorCodeFlags.usher_name,
  flagged_at: doorCodeFlags.flagged_at,
};

function flagsWhere(db: Database, where: ReturnType<typeof eq>) {
  return db
    .select(flagColumns)
    .from(doorCodeFlags)
    .innerJoin(guests, eq(guests.id, doorCodeFlags.guest_id))
    .where(where)
    .orderBy(asc(doorCodeFlags.flagged_at), asc(doorCodeFlags.id));
}

type FlagRow = Awaited<ReturnType<typeof flagsWhere>>[number];
const flagOf = ({ invitation_id: _invitation, flagged_at, ...row }: FlagRow): DoorCodeFlag => ({
  ...row,
  flagged_at: isoTimestamp(flagged_at),
});

/** The flag stored under this id: a retry (answered as stored), or an id another flag took (409). */
async function storedFlag(db: Database, who: Who, body: DoorCodeFlagPayload): Promise<DoorCodeFlag | undefined> {
  const [stored] = await flagsWhere(db, eq(doorCodeFlags.id, body.id));
  if (!stored) return undefined;
  if (stored.invitation_id !== who.rootId || stored.guest_id !== body.guest_id) throw conflict(FLAG_ID_TAKEN);
  return flagOf(stored);
}

/** Records a flag: `created` true for a new one, false for a retry of one stored. */
export async function flagDoorCode(
  db: Database,
  who: Who,
  body: DoorCodeFlagPayload,
): Promise<{ created: boolean; flag: DoorCodeFlag }> {
  const stored = await storedFlag(db, who, body);
  if (stored) return { created: false, flag: stored };
  const [guest] = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.id, body.guest_id), eq(guests.invitation_id, who.rootId)));
  if (!guest) throw notFound(NOT_THIS_INVITATIONS_GUEST);
  const inserted = await db
    .insert(doorCodeFlags)
    .values({ id: body.id, invitation_id: who.rootId, guest_id: guest.id, usher_name: who.name })
    .onConflictDoNothing({ target: doorCodeFlags.id })
    .returning({ id: doorCodeFlags.id });
  // Two sends of one flag at the same moment: the one that lost answers what the other stored.
  const flag = await storedFlag(db, who, body);
  if (!flag) throw conflict(FLAG_ID_TAKEN);
  return { created: inserted.length > 0, flag };
}

/** The invitation's flags, oldest first, each with the guest's name. */
export async function doorCodeFlagList(db: Database, rootId: string): Promise<DoorCodeFlag[]> {
  return (await flagsWhere(db, eq(doorCodeFlags.invitation_id, rootId))).map(flagOf);
}
