import type { FastifyInstance } from 'fastify';
import { guestbookSettingsSchema, type GuestbookSettings } from '../../../schemas/requests/guestbook';
import { dataResponse } from '../../http/response-schema';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { saveSettings, settingsOf } from '../../services/guestbook/settings';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';
import { recordVenueChange } from './venue-change';

/** The greeting screen's settings (owner only): the defaults until saved. */
export async function settingsRoutes(app: FastifyInstance) {
  const ownerOnly = { ownerOnly: true };
  const response = { 200: dataResponse(guestbookSettingsSchema) };

  app.get<InvitationParams>(`${GUESTBOOK}/settings`, { schema: bearerSchema({ response }) }, async (request) => {
    const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
    return { data: await settingsOf(app.db, viewer.rootId) };
  });

  app.put<InvitationParams & { Body: GuestbookSettings }>(
    `${GUESTBOOK}/settings`,
    { schema: bearerSchema({ body: guestbookSettingsSchema, response }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      const saved = await saveSettings(app.db, viewer.rootId, request.body);
      const key = `guestbook-settings:${viewer.rootId}`;
      await recordVenueChange(app.db, viewer, { key, subject: 'Layar Sapaan', action: 'update' });
      return { data: saved };
    },
  );
}
