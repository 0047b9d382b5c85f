import type { FastifyInstance } from 'fastify';
import {
  checkOutSchema,
  guestEnvelopeSchema as envelopeRequestSchema,
  type CheckOutPayload,
  type GuestEnvelopePayload,
} from '../../../schemas/requests/guestbook-desk';
import { checkInSchema } from '../../../schemas/responses/guestbook';
import { guestEnvelopeSchema } from '../../../schemas/responses/guestbook-desk';
import { checkIns } from '../../db/schema';
import { conflict } from '../../http/http-error';
import { dataResponse } from '../../http/response-schema';
import { GUESTBOOK_CHANGED } from '../../plugins/guestbook-hub';
import { checkOut, undoCheckOut } from '../../services/guestbook/check-out';
import { recordEnvelope } from '../../services/guestbook/guest-envelopes';
import { rowViewer } from '../../services/guestbook/guestbook-row';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { settingsOf } from '../../services/guestbook/settings';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';

export const CHECK_OUT_OFF = 'Check-out belum diaktifkan pemilik undangan';
const CHECK_IN_MISSING = 'Check-in tidak ditemukan';
const CHECK_OUT_PATH = '/v1/guestbook/check-in/:checkInId/check-out';
type CheckInParams = { Params: { checkInId: string } };

/**
 * The desk (docs/product.md#guestbook), owner or usher: a guest's envelopes, and a guest leaving
 * where the owner turned check-out on. Check-outs reach the other devices through check_ins' own
 * notification; an envelope record tells them here (guest_envelopes has no trigger of its own).
 */
export async function deskRoutes(app: FastifyInstance) {
  app.put<InvitationParams & { Body: GuestEnvelopePayload }>(
    `${GUESTBOOK}/envelope`,
    {
      schema: bearerSchema({
        body: envelopeRequestSchema,
        response: { 200: dataResponse({ anyOf: [guestEnvelopeSchema, { type: 'null' }] }) },
      }),
    },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id);
      const envelope = await recordEnvelope(app.db, viewer, request.body);
      await app.notifications.notify(GUESTBOOK_CHANGED, viewer.rootId);
      return { data: envelope };
    },
  );

  app.post<CheckInParams & { Body: CheckOutPayload }>(
    CHECK_OUT_PATH,
    { schema: bearerSchema({ body: checkOutSchema, response: { 200: dataResponse(checkInSchema) } }) },
    async (request) => {
      const { checkInId } = request.params;
      const viewer = await rowViewer(app, request, checkIns, checkInId, CHECK_IN_MISSING);
      if (!(await settingsOf(app.db, viewer.rootId)).check_out) throw conflict(CHECK_OUT_OFF);
      return { data: await checkOut(app.db, checkInId, request.body.checked_out_at) };
    },
  );

  app.delete<CheckInParams>(
    CHECK_OUT_PATH,
    { schema: bearerSchema({ response: { 200: dataResponse(checkInSchema) } }) },
    async (request) => {
      const { checkInId } = request.params;
      await rowViewer(app, request, checkIns, checkInId, CHECK_IN_MISSING);
      return { data: await undoCheckOut(app.db, checkInId) };
    },
  );
}
