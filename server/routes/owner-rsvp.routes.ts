import type { FastifyInstance } from 'fastify';
import {
  ownerRsvpRequestSchema,
  rsvpDeadlineRequestSchema,
  type OwnerRsvpRequest,
  type RsvpDeadlineRequest,
} from '../../schemas/requests/owner-rsvp';
import { ownerGuestSchema } from '../../schemas/responses/owner-guests';
import { notFound } from '../http/http-error';
import { dataResponse } from '../http/response-schema';
import { preconditionsOf } from '../http/write-preconditions';
import { ownerGuests } from '../services/guests/guest-entities';
import { guestOfInvitation } from '../services/guests/guest-scope';
import { saveOwnerRsvp } from '../services/guests/owner-rsvp';
import { writeChange } from '../services/invitations/invitation-changes';
import { updateInvitation } from '../services/invitations/invitation-update';
import { accessibleInvitation, rootInvitationId } from '../services/invitations/ownership';
import { rootRsvpDeadline } from '../services/invitations/rsvp-deadline';
import { SECTIONS } from '../../schemas/sections';

type GuestParams = { Params: { id: string; guestId: string } };

/**
 * The owner's hand in the RSVP (docs/product.md#owner-answers, #rsvp-deadline): a guest's answer
 * recorded for them ('Dijawab lewat telepon'), and the deadline after which guests can no longer answer.
 */
export async function ownerRsvpRoutes(app: FastifyInstance) {
  const owner = { onRequest: app.requireOwner };

  app.put<GuestParams & { Body: OwnerRsvpRequest }>(
    '/v1/invitation/:id/guest/:guestId/rsvp',
    { ...owner, schema: { body: ownerRsvpRequestSchema, response: { 200: dataResponse(ownerGuestSchema) } } },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      const guest = await guestOfInvitation(app.db, invitation, request.params.guestId);
      if (!guest) throw notFound('Tamu tidak ditemukan');
      // Its own key: an answer recorded does not make the guest's form (name, group, number) out of date.
      await writeChange(
        app.db,
        {
          rootId: rootInvitationId(invitation),
          entityKey: `guest-rsvp:${guest.id}`,
          subject: 'Daftar Tamu',
          action: 'update',
          userId: request.ownerId,
        },
        { requestKey: preconditionsOf(request).requestKey },
        (tx) => saveOwnerRsvp(tx, invitation, guest, request.body),
      );
      const [answered] = await ownerGuests(app.db, [guest]);
      return { data: answered! };
    },
  );

  /*
   * The deadline is the invitation's, not a setting of the RSVP section: sections are copied per
   * version while guests and their answers belong to the root, so it is kept on the root invitation
   * (invitations.rsvp_deadline) and read by every version's page. It is edited beside the RSVP
   * section's settings (its editor's own form), and written here on the root whichever version's page
   * the owner is on, as one change of 'RSVP' (what that page's "last saved" line reads).
   */
  app.put<{ Params: { id: string }; Body: RsvpDeadlineRequest }>(
    '/v1/invitation/:id/rsvp-deadline',
    {
      ...owner,
      schema: { body: rsvpDeadlineRequestSchema, response: { 200: dataResponse(rsvpDeadlineRequestSchema) } },
    },
    async (request) => {
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.params.id, 'edit');
      const rootId = rootInvitationId(invitation);
      const { basedOn, requestKey } = preconditionsOf(request);
      await writeChange(
        app.db,
        {
          rootId,
          entityKey: `rsvp-deadline:${rootId}`,
          subject: SECTIONS.rsvp.settings.title,
          action: 'update',
          userId: request.ownerId,
        },
        { basedOn, requestKey },
        (tx) => updateInvitation(tx, rootId, { rsvp_deadline: request.body.rsvp_deadline }),
      );
      return { data: { rsvp_deadline: await rootRsvpDeadline(app.db, rootId) } };
    },
  );
}
