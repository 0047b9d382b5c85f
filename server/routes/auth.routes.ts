import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  loginPayloadSchema,
  passwordChangePayloadSchema,
  refreshPayloadSchema,
  registerPayloadSchema,
  type LoginPayload,
  type PasswordChangePayload,
  type RefreshPayload,
  type RegisterPayload,
} from '../../schemas/payloads/auth.payload';
import { users } from '../db/schema';
import { EMAIL_TAKEN } from '../http/database-errors';
import { HttpError, unauthorized } from '../http/http-error';
import { validationError } from '../http/validation';
import { accountAttemptLimit, passwordCallLimit, signedInEmail } from '../services/limits/account-attempt-limit';
import { accountOf, normalizeEmail, publicUser, WRONG_CURRENT_PASSWORD } from '../services/auth/account-user';
import { ACCOUNT_MAIL_JOBS, type EmailVerificationJob } from '../services/auth/account-mails';
import { hashPassword, verifyPassword } from '../services/auth/password-hash';
import { assertStrongPassword } from '../services/auth/password-strength';

/** Owner accounts: register, login, refresh (rotating), logout, password change, and who am I. */
export async function authRoutes(app: FastifyInstance) {
  const perAddress = passwordCallLimit(app);
  const perAccount = accountAttemptLimit(app);
  const loginAttempts = perAccount((request) => normalizeEmail((request.body as LoginPayload).email));
  const passwordChangeAttempts = perAccount(signedInEmail(app));

  app.post<{ Body: RegisterPayload }>(
    '/v1/auth/register',
    { schema: { body: registerPayloadSchema }, preHandler: perAddress },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const normalized = normalizeEmail(email);
      await assertStrongPassword('password', password, { email: normalized, name });
      // Hashed before looking the e-mail up: a taken e-mail costs the same time as a free one.
      const passwordHash = await hashPassword(password);
      const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
      // Named at the field, so the sign-up form shows it where the owner changes it.
      if (existing) throw new HttpError(409, EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }]);
      const [user] = await app.db
        .insert(users)
        .values({ name, email: normalized, password_hash: passwordHash })
        .returning();
      const tokens = await app.tokens.issue(user!.id);
      await mailVerificationLink(app, { user_id: user!.id, email: user!.email });
      return reply.code(201).send({ data: { user: publicUser(user!), ...tokens } });
    },
  );

  app.post<{ Body: LoginPayload }>(
    '/v1/auth/login',
    { schema: { body: loginPayloadSchema }, preHandler: [perAddress, loginAttempts] },
    async (request) => {
      const [user] = await app.db
        .select()
        .from(users)
        .where(eq(users.email, normalizeEmail(request.body.email)));
      if (!(await verifyPassword(user?.password_hash, request.body.password)) || !user) {
        throw unauthorized('Email atau kata sandi salah');
      }
      return { data: { user: publicUser(user), ...(await app.tokens.issue(user.id)) } };
    },
  );

  app.post<{ Body: RefreshPayload }>(
    '/v1/auth/refresh',
    { schema: { body: refreshPayloadSchema } },
    async (request) => ({
      data: await app.tokens.rotate(request.body.refresh_token),
    }),
  );

  app.post<{ Body: RefreshPayload }>('/v1/auth/logout', { schema: { body: refreshPayloadSchema } }, async (request) => {
    await app.tokens.revokeFamilyOf(request.body.refresh_token);
    return { data: { ok: true } };
  });

  app.put<{ Body: PasswordChangePayload }>(
    '/v1/auth/password',
    {
      onRequest: app.requireOwner,
      schema: { body: passwordChangePayloadSchema },
      preHandler: [perAddress, passwordChangeAttempts],
    },
    async (request) => {
      const { current_password, new_password } = request.body;
      const user = await accountOf(app.db, request.ownerId);
      if (!(await verifyPassword(user.password_hash, current_password))) {
        throw validationError([{ field: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
      }
      await assertStrongPassword('new_password', new_password, user);
      await app.db
        .update(users)
        .set({ password_hash: await hashPassword(new_password) })
        .where(eq(users.id, user.id));
      // Whoever else holds a session (a lost phone, someone who knew the old password) is signed out.
      await app.tokens.revokeOtherSessions({ userId: user.id, sessionId: request.sessionId });
      return { data: { ok: true } };
    },
  );

  app.get('/v1/auth/me', { onRequest: app.requireOwner }, async (request) => ({
    data: publicUser(await accountOf(app.db, request.ownerId)),
  }));
}

/**
 * Stores the job that mails a verification link (server/services/auth/account-mails.ts). The request
 * that asked answers whatever happens to the mail; a queue that cannot store it is said in the log,
 * and the owner can ask again from the banner of the owner area.
 */
export async function mailVerificationLink(app: FastifyInstance, job: EmailVerificationJob): Promise<void> {
  await app.jobs
    .send(ACCOUNT_MAIL_JOBS.emailVerification, job)
    .catch((error: unknown) => app.log.error({ err: error }, 'the verification mail could not be queued'));
}
