import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { rsvpPayloadSchema, seatsMessage, type RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import type { Database } from '../db/database';
import { invitationEvents, rsvpEntries } from '../db/schema';
import { badRequest, notFound } from '../http/http-error';
import { guestEntities } from '../services/guests/guest-entities';
import { guestInvitation, guestOfInvitation } from '../services/guests/guest-scope';
import type { InvitationRow } from '../services/invitations/ownership';
import { assertRsvpOpen } from '../services/invitations/rsvp-deadline';
import { assertEventsOf, eventScope } from '../services/guests/rsvp-events';
import { viewerOf } from '../services/invitations/invitation-visibility';
import { publicWriteConfig } from '../services/limits/public-write-limit';

type Entry = { event_id: string; is_attend: boolean; pax: number };

/** With multiple events: one entry per event named (the last one wins), each of the invitation. */
async function entriesPerEvent(db: Database, invitation: InvitationRow, body: RsvpPayload): Promise<Entry[]> {
  const named = new Map(body.events.map((event) => [event.event_id, event.is_attend]));
  if (named.size === 0) return [];
  await assertEventsOf(
    db,
    invitation,
    body.events.map((event) => event.event_id),
  );
  return [...named].map(([event_id, is_attend]) => ({ event_id, is_attend, pax: is_attend ? body.pax : 0 }));
}

/** Without: one entry for the main event (marked main, else the earliest; the invitation's own first). */
async function mainEventEntry(db: Database, invitation: InvitationRow, body: RsvpPayload): Promise<Entry[]> {
  const [main] = await db
    .select({ id: invitationEvents.id })
    .from(invitationEvents)
    .where(inArray(invitationEvents.invitation_id, eventScope(invitation)))
    .orderBy(
      desc(eq(invitationEvents.invitation_id, invitation.id)),
      desc(invitationEvents.is_main_event),
      asc(invitationEvents.start_date),
      asc(invitationEvents.id),
    )
    .limit(1);
  if (!main) throw badRequest('Undangan ini belum memiliki acara');
  const is_attend = body.is_attend ?? false;
  return [{ event_id: main.id, is_attend, pax: is_attend ? body.pax : 0 }];
}

/** RSVP (docs/product.md#rsvp): saved only for a known guest; answers the guest with their refreshed entries. */
export async function rsvpRoutes(app: FastifyInstance, options: { publicWriteLimit: number }) {
  app.post<{ Body: RsvpPayload }>(
    '/v1/invitation-rsvp',
    { schema: { body: rsvpPayloadSchema }, config: publicWriteConfig(options.publicWriteLimit) },
    async (request) => {
      const { body } = request;
      const invitation = await guestInvitation(app.db, body.invitation_id, await viewerOf(app, request));
      const guest = await guestOfInvitation(app.db, invitation, body.guest_id);
      if (!guest) throw notFound('Tamu tidak ditemukan');
      // After the owner's deadline nothing changes (docs/product.md#rsvp-deadline).
      await assertRsvpOpen(app.db, invitation);
      if (body.pax > guest.seats) {
        const message = seatsMessage(guest.seats);
        throw badRequest(message, [{ field: 'pax', message }]);
      }
      const entries = body.use_multiple_event
        ? await entriesPerEvent(app.db, invitation, body)
        : await mainEventEntry(app.db, invitation, body);
      if (entries.length) {
        await app.db
          .insert(rsvpEntries)
          // The guest's own answer: no longer one the owner recorded for them.
          .values(entries.map((entry) => ({ ...entry, guest_id: guest.id, by_owner: false })))
          .onConflictDoUpdate({
            target: [rsvpEntries.guest_id, rsvpEntries.event_id],
            set: {
              is_attend: sql`excluded.is_attend`,
              pax: sql`excluded.pax`,
              by_owner: false,
              updated_at: sql`now()`,
            },
          });
      }
      // The public entity only: a guest's group, number and link code are the owner's.
      const [refreshed] = await guestEntities(app.db, [guest]);
      return { data: refreshed! };
    },
  );
}
