import type { FastifyInstance } from 'fastify';
import {
  accountDeletePayloadSchema,
  profileUpdatePayloadSchema,
  type AccountDeletePayload,
  type ProfileUpdatePayload,
} from '../../schemas/payloads/account.payload';
import { accountDetails, updateProfile } from '../services/auth/account-details';
import { assertAccountConfirmed, assertDeletable, deleteAccount } from '../services/auth/account-removal';
import { accountOf } from '../services/auth/account-user';
import { accountAttemptLimit, passwordCallLimit, signedInEmail } from '../services/limits/account-attempt-limit';

const ok = { data: { ok: true } } as const;

/**
 * The signed-in owner's own account, the "Akun Saya" page (docs/product.md#accounts): what it shows,
 * the name and photo, signing out of every device, and deleting the account.
 */
export async function accountRoutes(app: FastifyInstance) {
  const perAddress = passwordCallLimit(app);
  const deleteAttempts = accountAttemptLimit(app)(signedInEmail(app));

  app.get('/v1/auth/account', { onRequest: app.requireOwner }, async (request) => ({
    data: await accountDetails(app.db, request.ownerId, app.clock()),
  }));

  app.put<{ Body: ProfileUpdatePayload }>(
    '/v1/auth/me',
    { onRequest: app.requireOwner, schema: { body: profileUpdatePayloadSchema } },
    async (request) => ({ data: await updateProfile(app.db, request.ownerId, request.body) }),
  );

  // Every session ends, this one too (a phone left signed in somewhere): each refresh token is revoked,
  // so every access token stops at its next call (server/services/auth/session-tokens.ts).
  app.post('/v1/auth/logout-all', { onRequest: app.requireOwner }, async (request) => {
    await app.tokens.revokeOtherSessions({ userId: request.ownerId });
    return ok;
  });

  app.delete<{ Body: AccountDeletePayload }>(
    '/v1/auth/me',
    {
      onRequest: app.requireOwner,
      schema: { body: accountDeletePayloadSchema },
      preHandler: [perAddress, deleteAttempts],
    },
    async (request) => {
      // An account that owns invitations hears so before it types its password for nothing.
      await assertDeletable(app.db, request.ownerId);
      await assertAccountConfirmed(await accountOf(app.db, request.ownerId), request.body);
      await deleteAccount(app.db, app.mediaStorage, request.log, request.ownerId);
      return ok;
    },
  );
}
