import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  invitationIdParamsSchema,
  invitationSlugParamsSchema,
  slugAvailabilityQuerySchema,
  type InvitationIdParams,
  type InvitationSlugParams,
  type SlugAvailabilityQuery,
} from '../../../schemas/requests/invitations';
import {
  invitationDetailSchema,
  myInvitationItemSchema,
  slugAvailabilitySchema,
} from '../../../schemas/responses/owner-invitations';
import { invitationEvents } from '../../db/schema';
import { dataListResponse, dataResponse } from '../../http/response-schema';
import { entityRow } from '../../db/entity-row';
import { publicInvitationEntity } from '../../services/invitations/invitation-entity';
import { slugAvailability } from '../../services/invitations/invitation-rules';
import { invitationDetail } from '../../services/invitations/invitation-detail';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitations/invitation-visibility';
import { myInvitations } from '../../services/invitations/my-invitations';
import { accessibleInvitation, invitationAccess } from '../../services/invitations/ownership';

/**
 * GET /v1/user/my-invitation, /v1/invitation/slug-availability and /v1/invitation/{id} (owner), and
 * GET /v1/invitation/slug/{slug} (anyone). The shapes: schemas/responses/owner-invitations.ts.
 */
export async function invitationReadRoutes(app: FastifyInstance) {
  app.get(
    '/v1/user/my-invitation',
    { onRequest: app.requireOwner, schema: { response: { 200: dataListResponse(myInvitationItemSchema) } } },
    async (request) => ({ data: await myInvitations(app.db, request.ownerId) }),
  );

  // A static segment: found before /v1/invitation/:id.
  app.get<{ Querystring: SlugAvailabilityQuery }>(
    '/v1/invitation/slug-availability',
    {
      onRequest: app.requireOwner,
      schema: { querystring: slugAvailabilityQuerySchema, response: { 200: dataResponse(slugAvailabilitySchema) } },
    },
    async (request) => {
      const { slug = '', invitation_id } = request.query;
      const own = invitation_id
        ? await accessibleInvitation(app.db, request.ownerId, invitation_id, 'read')
        : undefined;
      return { data: await slugAvailability(app.db, slug, own?.id) };
    },
  );

  // The owner's and the members' read: also a draft or an expired invitation (the public calls refuse those).
  app.get<{ Params: InvitationIdParams }>(
    '/v1/invitation/:id',
    {
      onRequest: app.requireOwner,
      schema: { params: invitationIdParamsSchema, response: { 200: dataResponse(invitationDetailSchema) } },
    },
    async (request) => {
      const { invitation, role } = await invitationAccess(app.db, request.ownerId, request.params.id, 'read');
      return { data: await invitationDetail(app.db, invitation, role) };
    },
  );

  app.get<{ Params: InvitationSlugParams }>(
    '/v1/invitation/slug/:slug',
    { schema: { params: invitationSlugParamsSchema } },
    async (request) => {
      const row = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
      const events = await app.db
        .select()
        .from(invitationEvents)
        .where(eq(invitationEvents.invitation_id, row.id))
        .orderBy(asc(invitationEvents.start_date), asc(invitationEvents.id));
      const invitation_event = events.map(({ invitation_id: _invitation, ...event }) =>
        entityRow(invitationEvents, event),
      );
      return { data: { ...publicInvitationEntity(row), invitation_event } };
    },
  );
}
