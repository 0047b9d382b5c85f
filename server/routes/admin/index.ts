import type { FastifyInstance } from 'fastify';
import { adminActionRoutes } from './actions.routes';
import { adminInvitationRoutes } from './invitations.routes';
import { adminOrderRoutes } from './orders.routes';
import { adminPlanRoutes } from './plans.routes';
import { adminThemeRoutes } from './themes.routes';
import { adminTransferAccountRoutes } from './transfer-accounts.routes';
import { adminUserRoutes } from './users.routes';

/**
 * The operator console's API, /v1/admin/… (docs/product.md#operator-console): only for operators'
 * accounts (app.requireAdmin: 401 signed out, 403 for anyone else); every write is logged with who
 * and when, in its own transaction (GET /v1/admin/actions).
 */
export async function adminRoutes(app: FastifyInstance) {
  await app.register(adminOrderRoutes);
  await app.register(adminTransferAccountRoutes);
  await app.register(adminPlanRoutes);
  await app.register(adminInvitationRoutes);
  await app.register(adminUserRoutes);
  await app.register(adminThemeRoutes);
  await app.register(adminActionRoutes);
}
