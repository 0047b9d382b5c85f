import type { FastifyInstance } from 'fastify';
import { storyCreateSchema, storyUpdateSchema } from '../../../schemas/requests/content';
import { invitationStories } from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import { storiesOf } from '../../services/invitations/invitation-content';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitations/invitation-visibility';
import { rootInvitationId } from '../../services/invitations/ownership';
import { ownedCrudRoutes } from './owned-crud';
import { SECTIONS } from '../../../schemas/sections';

const storyEntity = ({ invitation_id: _invitation, index: _index, ...row }: typeof invitationStories.$inferSelect) =>
  entityRow(invitationStories, row);

/** The couple's story: listed publicly in order, written by the owner (a new story goes last). */
export async function storyRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/v1/invitation/slug/:slug/stories', async (request) => {
    const invitation = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
    return { data: await storiesOf(app.db, rootInvitationId(invitation)) };
  });

  ownedCrudRoutes(app, {
    path: '/v1/invitation/story',
    table: invitationStories,
    create: storyCreateSchema,
    update: storyUpdateSchema,
    onRoot: true,
    missing: 'Cerita tidak ditemukan',
    subject: SECTIONS.story.settings.title,
    indexColumn: invitationStories.index,
    entity: storyEntity,
  });
}
