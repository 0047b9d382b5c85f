import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { galleryCreateSchema, galleryUpdateSchema } from '../../../schemas/requests/content';
import { invitationGallery } from '../../db/schema';
import { entityRow } from '../../services/entity-row';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitation-visibility';
import { rootInvitationId } from '../../services/ownership';
import { ownedCrudRoutes } from './owned-crud';

const galleryEntity = ({ invitation_id: _invitation, ...row }: typeof invitationGallery.$inferSelect) =>
  entityRow(invitationGallery, row);

/** Gallery photos (an image URL or an uploaded /media/… path): listed publicly, written by the owner. */
export async function galleryRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/v1/invitation/slug/:slug/gallery', async (request) => {
    const invitation = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
    const rows = await app.db
      .select()
      .from(invitationGallery)
      .where(eq(invitationGallery.invitation_id, rootInvitationId(invitation)))
      .orderBy(asc(invitationGallery.index), asc(invitationGallery.id));
    return { data: rows.map(galleryEntity) };
  });

  ownedCrudRoutes(app, {
    path: '/v1/invitation/gallery',
    table: invitationGallery,
    create: galleryCreateSchema,
    update: galleryUpdateSchema,
    onRoot: true,
    missing: 'Foto tidak ditemukan',
    indexColumn: invitationGallery.index,
    entity: galleryEntity,
  });
}
