import { eq } from 'drizzle-orm';
import type { PrivatePerson } from '../../../schemas/entities/private-person.schema';
import type { Database } from '../../db/database';
import { invitationPrivate } from '../../db/schema';
import { entityRow } from '../../db/entity-row';

type Role = PrivatePerson['person_role'];

/** Shown until the owner fills the couple in (an invitation may be created without them). */
const UNNAMED: Record<Role, PrivatePerson> = {
  groom: { person_role: 'groom', person_name: 'Mempelai Pria', person_nickname: 'Mempelai Pria' },
  bride: { person_role: 'bride', person_name: 'Mempelai Wanita', person_nickname: 'Mempelai Wanita' },
};

/** The couple of an invitation as entity/private-person, each `undefined` while not filled in. */
export async function coupleOf(db: Database, invitationId: string): Promise<Partial<Record<Role, PrivatePerson>>> {
  const rows = await db.select().from(invitationPrivate).where(eq(invitationPrivate.invitation_id, invitationId));
  const person = (role: Role): PrivatePerson | undefined => {
    const row = rows.find((r) => r.person_role === role);
    if (!row) return undefined;
    const { id: _id, invitation_id: _invitation, extra, ...fields } = row;
    return {
      ...entityRow(invitationPrivate, fields),
      person_role: role,
      ...(extra && { extra: { show_parent: extra.show_parent ?? true } }),
    };
  };
  return { groom: person('groom'), bride: person('bride') };
}

/** The couple as the public page shows it: a neutral placeholder for a person not filled in yet. */
export async function pageCoupleOf(db: Database, invitationId: string) {
  const { groom = UNNAMED.groom, bride = UNNAMED.bride } = await coupleOf(db, invitationId);
  return { groom, bride };
}
