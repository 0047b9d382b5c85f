import type { FastifyInstance } from 'fastify';
import { guestbookSettingsSchema, type GuestbookSettings } from '../../../schemas/requests/guestbook';
import { versionMetaSchema } from '../../../schemas/responses/owner-content';
import { dataResponse, plainSchema } from '../../http/response-schema';
import { preconditionsOf } from '../../http/write-preconditions';
import { requestViewer } from '../../services/guestbook/guestbook-viewer';
import { saveSettings, settingsOf } from '../../services/guestbook/settings';
import { FIRST_VERSION, keyedVersionsOf } from '../../services/invitations/invitation-changes';
import { bearerSchema, GUESTBOOK, type InvitationParams } from './route-schema';
import { writeVenueChange } from './venue-change';

/** The key of the greeting screen's settings among the invitation's changes. */
const SETTINGS_KEY_PREFIX = 'guestbook-settings:';

/**
 * The greeting screen's settings (owner only): the defaults until saved. Read and written with their
 * version (docs/product.md#no-lost-edit): a save based on an older one is refused with 409.
 */
export async function settingsRoutes(app: FastifyInstance) {
  const ownerOnly = { ownerOnly: true };
  const answer = dataResponse(guestbookSettingsSchema);
  const response = {
    200: {
      ...answer,
      required: ['data', 'meta'],
      properties: { ...answer.properties, meta: plainSchema(versionMetaSchema) },
    },
  };

  app.get<InvitationParams>(`${GUESTBOOK}/settings`, { schema: bearerSchema({ response }) }, async (request) => {
    const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
    const [data, versions] = await Promise.all([
      settingsOf(app.db, viewer.rootId),
      keyedVersionsOf(app.db, viewer.rootId, SETTINGS_KEY_PREFIX, [viewer.rootId]),
    ]);
    return { data, meta: { version: versions.get(viewer.rootId) ?? FIRST_VERSION } };
  });

  app.put<InvitationParams & { Body: GuestbookSettings }>(
    `${GUESTBOOK}/settings`,
    { schema: bearerSchema({ body: guestbookSettingsSchema, response }) },
    async (request) => {
      const viewer = await requestViewer(app, request, request.params.id, ownerOnly);
      const what = {
        key: `${SETTINGS_KEY_PREFIX}${viewer.rootId}`,
        subject: 'Layar Sapaan',
        action: 'update' as const,
      };
      const written = await writeVenueChange(app.db, viewer, preconditionsOf(request), what, (db) =>
        saveSettings(db, viewer.rootId, request.body),
      );
      return { data: written.result ?? (await settingsOf(app.db, viewer.rootId)), meta: { version: written.version } };
    },
  );
}
