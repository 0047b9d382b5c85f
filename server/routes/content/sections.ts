import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  sectionListQuerySchema,
  sectionReorderSchema,
  sectionUpdateSchemas,
  type SectionListQuery,
  type SectionReorder,
  type SectionUpdate,
} from '../../../schemas/requests/content';
import { validatePayload } from '../../../engine/validation/validate-payload';
import type { SectionSlug } from '../../../schemas/section-slugs';
import type { Database } from '../../db/database';
import { invitationSections } from '../../db/schema';
import { badRequest, notFound } from '../../http/http-error';
import { validationError } from '../../http/validation';
import { entityRow } from '../../db/entity-row';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitations/invitation-visibility';
import { ownedInvitation } from '../../services/invitations/ownership';
import { assertSectionAllowed, planAllowsSection, planOf } from '../../services/invitations/plan-rules';

type SectionRow = typeof invitationSections.$inferSelect;

const ORDER_MISMATCH = 'Urutan harus memuat setiap bagian undangan ini tepat satu kali';

const sectionEntity = ({ invitation_id: _invitation, ...row }: SectionRow) => entityRow(invitationSections, row);

/** The invitation's sections (active or not) in the owner's order. */
async function sectionRows(db: Database, invitationId: string) {
  return db
    .select()
    .from(invitationSections)
    .where(eq(invitationSections.invitation_id, invitationId))
    .orderBy(asc(invitationSections.index), asc(invitationSections.slug));
}

async function sectionsOf(db: Database, invitationId: string) {
  return (await sectionRows(db, invitationId)).map(sectionEntity);
}

/** Sections: listed publicly by slug and for the owner; settings per section; the owner's order. */
export async function sectionRoutes(app: FastifyInstance) {
  app.get<{ Params: { slug: string } }>('/v1/invitation/slug/:slug/sections', async (request) => {
    const invitation = await visibleInvitationBySlug(app.db, request.params.slug, await viewerOf(app, request));
    // As the page shows them: a section outside the plan counts as inactive.
    const plan = await planOf(app.db, invitation.plan_id);
    const rows = await sectionRows(app.db, invitation.id);
    return {
      data: rows.map((row) => sectionEntity({ ...row, is_active: row.is_active && planAllowsSection(plan, row.slug) })),
    };
  });

  app.get<{ Querystring: SectionListQuery }>(
    '/v1/invitation/section',
    { onRequest: app.requireOwner, schema: { querystring: sectionListQuerySchema } },
    async (request) => {
      const invitation = await ownedInvitation(app.db, request.ownerId, request.query.invitation_id);
      return { data: await sectionsOf(app.db, invitation.id) };
    },
  );

  // Registered before /section/:id; a static segment wins over a parameter anyway.
  app.put<{ Body: SectionReorder }>(
    '/v1/invitation/section/reorder',
    { onRequest: app.requireOwner, schema: { body: sectionReorderSchema } },
    async (request) => {
      const { invitation_id, order } = request.body;
      const invitation = await ownedInvitation(app.db, request.ownerId, invitation_id);
      await app.db.transaction(async (tx) => {
        const rows = await tx
          .select({ id: invitationSections.id })
          .from(invitationSections)
          .where(eq(invitationSections.invitation_id, invitation.id));
        const ids = new Set(rows.map((row) => row.id));
        if (order.length !== ids.size || !order.every((id) => ids.has(id))) {
          throw badRequest(ORDER_MISMATCH, [{ field: 'order', message: ORDER_MISMATCH }]);
        }
        for (const [index, id] of order.entries()) {
          await tx.update(invitationSections).set({ index }).where(eq(invitationSections.id, id));
        }
      });
      return { data: await sectionsOf(app.db, invitation.id) };
    },
  );

  /**
   * The body is the section's settings schema, chosen by the row's slug, so it is checked here
   * rather than by the route's schema. Copy and `extra` are saved whole (left out = theme default);
   * `is_active` left out stays as it is; a section the invitation's plan does not have cannot be
   * turned on (403); `image` left out stays as it is and null removes it.
   */
  app.put<{ Params: { id: string }; Body: unknown }>(
    '/v1/invitation/section/:id',
    { onRequest: app.requireOwner },
    async (request) => {
      const [row] = await app.db.select().from(invitationSections).where(eq(invitationSections.id, request.params.id));
      if (!row) throw notFound('Bagian tidak ditemukan');
      const invitation = await ownedInvitation(app.db, request.ownerId, row.invitation_id);
      const schema = sectionUpdateSchemas[row.slug as SectionSlug];
      if (!schema) throw notFound('Bagian tidak ditemukan');
      const result = validatePayload<SectionUpdate>(schema, request.body ?? {});
      if (!result.ok) throw validationError(result.errors);
      const { title, description, labels, extra, is_active, image } = result.value;
      if (is_active) assertSectionAllowed(await planOf(app.db, invitation.plan_id), row.slug as SectionSlug);
      const [updated] = await app.db
        .update(invitationSections)
        .set({
          title: title ?? null,
          description: description ?? null,
          labels: labels ?? null,
          extra: extra ?? null,
          ...(is_active === undefined ? {} : { is_active }),
          ...(image === undefined ? {} : { image }),
        })
        .where(eq(invitationSections.id, row.id))
        .returning();
      if (!updated) throw notFound('Bagian tidak ditemukan');
      return { data: sectionEntity(updated) };
    },
  );
}
