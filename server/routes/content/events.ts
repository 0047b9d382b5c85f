import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { eventCreateSchema, eventUpdateSchema } from '../../../schemas/requests/content';
import { invitationEvents } from '../../db/schema';
import { badRequest } from '../../http/http-error';
import { entityRow } from '../../db/entity-row';
import { ownedCrudRoutes } from './owned-crud';
import { refreshActivePeriodOf } from '../../services/payments/active-period';
import { followEventCount } from '../../services/invitations/multiple-event-switch';
import { SECTIONS } from '../../../schemas/sections';

const END_BEFORE_START = 'Waktu selesai harus setelah waktu mulai';

/** An event ends after it starts. */
function checkTimes(body: Record<string, unknown>) {
  const { start_date, end_date } = body as { start_date?: string; end_date?: string };
  if (start_date && end_date && Date.parse(end_date) < Date.parse(start_date)) {
    throw badRequest(END_BEFORE_START, [{ field: 'end_date', message: END_BEFORE_START }]);
  }
}

/**
 * The invitation's events (akad, resepsi …), written by the owner; at most one is the main event, and
 * its date keeps the invitation open until a week after it.
 */
export async function eventRoutes(app: FastifyInstance) {
  ownedCrudRoutes(app, {
    path: '/v1/invitation/event',
    table: invitationEvents,
    create: eventCreateSchema,
    update: eventUpdateSchema,
    missing: 'Acara tidak ditemukan',
    subject: SECTIONS.event.settings.title,
    defaults: { is_main_event: false },
    check: checkTimes,
    afterWrite: async (tx, row, action) => {
      if (action !== 'delete' && row.is_main_event) {
        await tx
          .update(invitationEvents)
          .set({ is_main_event: false })
          .where(and(eq(invitationEvents.invitation_id, row.invitation_id), ne(invitationEvents.id, row.id)));
      }
      if (action !== 'update') await followEventCount(tx, row.invitation_id, action);
      // The invitation stays open until a week after its main event (docs/product.md#payment).
      await refreshActivePeriodOf(tx, row.invitation_id);
    },
    entity: ({ invitation_id: _invitation, ...row }) => entityRow(invitationEvents, row),
  });
}
