import { expect } from 'vitest';
import type { Database } from '../../server/db/database';
import { invitationEvents, invitations } from '../../server/db/schema';
import { FIRST_VERSION } from '../../server/services/invitations/invitation-changes';
import type { callAs } from './harness';

type Response = Awaited<ReturnType<typeof callAs>>;

/**
 * An invitation of its own for a guest-list test (`<slug>-invitation`, published unless told), with
 * two events `<slug>-akad` (first) and `<slug>-resepsi`, and optionally a version `<slug>-2-invitation`.
 */
export async function guestListInvitation(
  db: Database,
  userId: string,
  slug: string,
  { status = 'published', version = false } = {},
) {
  const id = `${slug}-invitation`;
  await db.insert(invitations).values({ id, user_id: userId, slug, theme: 'floral-whimsy', status });
  await db.insert(invitationEvents).values([
    {
      id: `${slug}-akad`,
      invitation_id: id,
      label: 'Akad Nikah',
      start_date: '2030-01-01T01:00:00Z',
      address: 'A',
      venue: 'V',
    },
    {
      id: `${slug}-resepsi`,
      invitation_id: id,
      label: 'Resepsi',
      start_date: '2030-01-01T05:00:00Z',
      address: 'A',
      venue: 'V',
    },
  ]);
  if (version) {
    await db.insert(invitations).values({
      id: `${slug}-2-invitation`,
      parent_id: id,
      user_id: userId,
      slug: `${slug}-2`,
      theme: 'floral-whimsy',
      status,
    });
  }
  return { id, akad: `${slug}-akad`, resepsi: `${slug}-resepsi`, version: `${slug}-2-invitation` };
}

/** The JSON of a 2xx answer (the body in the error otherwise). */
export function okData<T = unknown>(response: Response, status = 200): T {
  if (response.statusCode !== status) throw new Error(`${response.statusCode} ${response.body}`);
  return (response.json() as { data: T }).data;
}

/**
 * The owner guest POST /v1/invitation/{id}/guest answers for a new guest (to compare with toEqual):
 * two seats, no group or number, not VIP, a fresh code, not sent nor opened, its first version; `fields` are
 * what the test expects beside that.
 */
export const newGuestAnswer = (fields: Record<string, unknown>) => ({
  id: expect.any(String),
  rsvp: [],
  seats: 2,
  group: null,
  whatsapp_number: null,
  vip: false,
  code: expect.stringMatching(/^[0-9a-f]{12}$/),
  sent_at: null,
  reminded_at: null,
  thanked_at: null,
  first_opened_at: null,
  open_count: 0,
  created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
  version: FIRST_VERSION,
  ...fields,
});
