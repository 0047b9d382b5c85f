import type { FastifyInstance } from 'fastify';
import { galleryCreateSchema, galleryUpdateSchema } from '../../../schemas/requests/content';
import { invitationGallery } from '../../db/schema';
import { entityRow } from '../../db/entity-row';
import { galleryOf } from '../../services/invitations/invitation-content';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitations/invitation-visibility';
import { rootInvitationId } from '../../services/invitations/ownership';
import { ownedCrudRoutes } from './owned-crud';
import { SECTIONS } from '../../../schemas/sections';

const galleryEntity = ({ invitation_id: _invitation, ...row }: typeof invitationGallery.$inferSelect) =>
  entityRow(invitationGallery, row);

/** Gallery photos (an image URL or an uploaded /media/… path): listed publicly, written by the owner. */
export async function galleryRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/v1/invitation/slug/:slug/gallery', async (request) => {
    const invitation = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
    return { data: await galleryOf(app.db, rootInvitationId(invitation)) };
  });

  ownedCrudRoutes(app, {
    path: '/v1/invitation/gallery',
    table: invitationGallery,
    create: galleryCreateSchema,
    update: galleryUpdateSchema,
    onRoot: true,
    missing: 'Foto tidak ditemukan',
    subject: SECTIONS.gallery.settings.title,
    indexColumn: invitationGallery.index,
    entity: galleryEntity,
  });
}
