import { eq } from 'drizzle-orm';
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
import { invitationSections } from '../../db/schema';
import { notFound } from '../../http/http-error';
import { validationError } from '../../http/validation';
import { reorderRows } from '../../services/invitations/content-order';
import { viewerOf, visibleInvitationBySlug } from '../../services/invitations/invitation-visibility';
import { SECTIONS } from '../../../schemas/sections';
import { preconditionsOf } from '../../http/write-preconditions';
import { writeChange } from '../../services/invitations/invitation-changes';
import {
  ownerSectionsOf,
  sectionEntity,
  sectionKey,
  sectionRows,
} from '../../services/invitations/invitation-sections';
import { accessibleInvitation, rootInvitationId } from '../../services/invitations/ownership';
import { withRichTextSanitized } from '../../services/invitations/rich-text-sanitizer';
import { assertSectionAllowed, planAllowsSection, planOf } from '../../services/invitations/plan-rules';

const ORDER_MISMATCH = 'Urutan harus memuat setiap bagian undangan ini tepat satu kali';

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
      const invitation = await accessibleInvitation(app.db, request.ownerId, request.query.invitation_id, 'read');
      return { data: await ownerSectionsOf(app.db, invitation) };
    },
  );

  // Registered before /section/:id; a static segment wins over a parameter anyway.
  app.put<{ Body: SectionReorder }>(
    '/v1/invitation/section/reorder',
    { onRequest: app.requireOwner, schema: { body: sectionReorderSchema } },
    async (request) => {
      const { invitation_id, order } = request.body;
      const invitation = await accessibleInvitation(app.db, request.ownerId, invitation_id, 'edit');
      await app.db.transaction((tx) =>
        reorderRows(tx, invitationSections, invitationSections.index, invitation.id, order, ORDER_MISMATCH),
      );
      return { data: await ownerSectionsOf(app.db, invitation) };
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
      const invitation = await accessibleInvitation(app.db, request.ownerId, row.invitation_id, 'edit');
      const schema = sectionUpdateSchemas[row.slug as SectionSlug];
      if (!schema) throw notFound('Bagian tidak ditemukan');
      const result = validatePayload<SectionUpdate>(schema, request.body ?? {});
      if (!result.ok) throw validationError(result.errors);
      const { title, description, labels, extra, is_active, image } = withRichTextSanitized(schema, result.value);
      if (is_active) assertSectionAllowed(await planOf(app.db, invitation.plan_id), row.slug as SectionSlug);
      const target = {
        rootId: rootInvitationId(invitation),
        entityKey: sectionKey(row.id),
        subject: SECTIONS[row.slug as SectionSlug]?.settings.title ?? row.slug,
      };
      const change = await writeChange(
        app.db,
        { ...target, action: 'update', userId: request.ownerId },
        preconditionsOf(request),
        (tx) =>
          tx
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
            .returning(),
      );
      const [updated] =
        change.result ?? (await app.db.select().from(invitationSections).where(eq(invitationSections.id, row.id)));
      if (!updated) throw notFound('Bagian tidak ditemukan');
      return { data: { ...sectionEntity(updated), version: change.version }, meta: { version: change.version } };
    },
  );
}
