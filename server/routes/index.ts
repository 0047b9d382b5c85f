import type { FastifyInstance } from 'fastify';
import { accountLinkRoutes } from './account-links.routes';
import { accountRoutes } from './account.routes';
import { authRoutes } from './auth.routes';
import { catalogueRoutes } from './catalogue.routes';
import { googleSignInRoutes } from './google-sign-in.routes';
import { guestWriteRoutes } from './guest-writes.routes';
import { invitationRoutes } from './invitations.routes';
import { contentRoutes } from './content.routes';
import { guestCodeRoutes } from './guest-code.routes';
import { guestRoutes } from './guests.routes';
import { guestbookRoutes } from './guestbook';
import { homePageRoutes } from './home-page.routes';
import { invitationExportRoutes } from './invitation-export.routes';
import { ownerWishRoutes } from './owner-wishes.routes';
import { publicPageRoutes } from './public-page.routes';
import { mediaRoutes } from './media.routes';
import { robotsRoutes } from './robots.routes';
import { orderRoutes } from './orders.routes';
import { transferProofRoutes } from './transfer-proof.routes';
import { adminRoutes } from './admin';
import { paymentNotificationRoutes } from './payment-notification.routes';
import type { ApiOptions } from './api-options';

/** Every API route plugin, each encapsulated, each with its request schemas from schemas/. */
export async function apiRoutes(app: FastifyInstance, options: ApiOptions) {
  await app.register(authRoutes);
  await app.register(accountLinkRoutes);
  await app.register(accountRoutes);
  await app.register(googleSignInRoutes, options);
  await app.register(catalogueRoutes);
  await app.register(guestWriteRoutes, options);
  await app.register(invitationRoutes, options);
  await app.register(contentRoutes, options);
  await app.register(guestRoutes, options);
  await app.register(guestCodeRoutes);
  await app.register(ownerWishRoutes);
  await app.register(invitationExportRoutes);
  await app.register(publicPageRoutes, options);
  await app.register(homePageRoutes, options);
  await app.register(mediaRoutes, options);
  await app.register(robotsRoutes);
  await app.register(guestbookRoutes);
  await app.register(orderRoutes, options);
  await app.register(transferProofRoutes);
  await app.register(adminRoutes);
  await app.register(paymentNotificationRoutes);
}
