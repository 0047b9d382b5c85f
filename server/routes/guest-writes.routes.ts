import type { FastifyInstance } from 'fastify';
import { giftConfirmationRoutes } from './gift-confirmations';
import type { ApiOptions } from './api-options';
import { rsvpRoutes } from './rsvp';
import { wishRoutes } from './wishes';

/** Guest calls (docs/product.md#api): wishes, RSVP, wishlist gift confirmations, and the owner's reads of them. */
export async function guestWriteRoutes(app: FastifyInstance, options: ApiOptions) {
  await wishRoutes(app, options);
  await rsvpRoutes(app, options);
  await giftConfirmationRoutes(app, options);
}
