import type { FastifyInstance } from 'fastify';
import { checkInRoutes } from './check-in.routes';
import { deskRoutes } from './desk.routes';
import { doorPrizeRoutes } from './door-prize.routes';
import { doorCodeFlagRoutes } from './door-code-flag.routes';
import { screenReportRoutes } from './screen-report.routes';
import { settingsRoutes } from './settings.routes';
import { souvenirHandoutRoutes } from './souvenir-handout.routes';
import { souvenirRoutes } from './souvenirs.routes';
import { tableRoutes } from './tables.routes';
import { usherRoutes } from './usher.routes';
import { venueRoutes } from './venue.routes';

/**
 * The venue guestbook's HTTP calls (docs/product.md#guestbook); its websocket is the guestbook hub's
 * (server/plugins/guestbook-hub.ts). Every call answers 403 unless the plan has the guestbook and the
 * invitation has it on.
 */
export async function guestbookRoutes(app: FastifyInstance) {
  await app.register(usherRoutes);
  await app.register(venueRoutes);
  await app.register(checkInRoutes);
  await app.register(deskRoutes);
  await app.register(souvenirHandoutRoutes);
  await app.register(doorCodeFlagRoutes);
  await app.register(settingsRoutes);
  await app.register(screenReportRoutes);
  await app.register(tableRoutes);
  await app.register(souvenirRoutes);
  await app.register(doorPrizeRoutes);
}
