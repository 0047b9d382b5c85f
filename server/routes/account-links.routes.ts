import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  emailChangePayloadSchema,
  emailVerifyPayloadSchema,
  passwordForgotPayloadSchema,
  passwordResetPayloadSchema,
  type EmailChangePayload,
  type EmailVerifyPayload,
  type PasswordForgotPayload,
  type PasswordResetPayload,
} from '../../schemas/payloads/auth.payload';
import { users } from '../db/schema';
import { EMAIL_TAKEN } from '../http/database-errors';
import { HttpError } from '../http/http-error';
import { validationError } from '../http/validation';
import { useAccountLink, usableAccountLink } from '../services/auth/account-links';
import { ACCOUNT_MAIL_JOBS, type PasswordResetJob } from '../services/auth/account-mails';
import { accountOf, normalizeEmail, publicUser, WRONG_CURRENT_PASSWORD } from '../services/auth/account-user';
import { hashPassword, verifyPassword } from '../services/auth/password-hash';
import { assertStrongPassword } from '../services/auth/password-strength';
import {
  accountAttemptLimit,
  passwordCallLimit,
  signedInEmail,
  verificationMailLimit,
} from '../services/limits/account-attempt-limit';
import { mailVerificationLink } from './auth.routes';

export const RESET_LINK_INVALID = 'Tautan ini sudah tidak berlaku. Minta tautan baru lewat "Lupa kata sandi?".';
export const VERIFY_LINK_INVALID = 'Tautan verifikasi ini sudah tidak berlaku. Minta tautan baru dari dasbor.';
export const SAME_EMAIL = 'Ini sudah email akun Anda';

const ok = { data: { ok: true } } as const;

/**
 * What an owner does through a link mailed to them (docs/product.md#accounts): recover a forgotten
 * password, prove their e-mail, change it to one they prove first.
 */
export async function accountLinkRoutes(app: FastifyInstance) {
  const perAddress = passwordCallLimit(app);
  const emailChangeAttempts = accountAttemptLimit(app)(signedInEmail(app));
  const verificationMails = verificationMailLimit(app);

  // The same answer, after the same work (storing one job), whether an account has the e-mail or not:
  // the job looks the account up later. A second ask within a minute stores nothing and answers the same.
  app.post<{ Body: PasswordForgotPayload }>(
    '/v1/auth/password/forgot',
    { schema: { body: passwordForgotPayloadSchema }, preHandler: perAddress },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const job: PasswordResetJob = { email };
      await app.jobs.send(ACCOUNT_MAIL_JOBS.passwordReset, job, { singletonKey: email, singletonSeconds: 60 });
      return ok;
    },
  );

  app.post<{ Body: PasswordResetPayload }>(
    '/v1/auth/password/reset',
    { schema: { body: passwordResetPayloadSchema }, preHandler: perAddress },
    async (request) => {
      const { token, new_password } = request.body;
      const invalid = () => validationError([{ field: 'token', message: RESET_LINK_INVALID }]);
      const pending = await usableAccountLink(app.db, token, 'password-reset', app.clock());
      if (!pending) throw invalid();
      const user = await accountOf(app.db, pending.user_id);
      // Checked before the link is used: a weak password leaves it usable for a better one.
      await assertStrongPassword('new_password', new_password, user);
      const passwordHash = await hashPassword(new_password);
      const link = await useAccountLink(app.db, token, 'password-reset', app.clock());
      if (!link) throw invalid();
      // The mail reached its owner: the address is theirs, if it is still the account's.
      const proven = link.email === user.email && !user.email_verified_at;
      const [changed] = await app.db
        .update(users)
        .set({ password_hash: passwordHash, ...(proven && { email_verified_at: new Date(app.clock()).toISOString() }) })
        .where(eq(users.id, user.id))
        .returning();
      // Every session ends (a thief's among them); the owner goes on in a new one.
      await app.tokens.revokeOtherSessions({ userId: user.id });
      return { data: { user: publicUser(changed!), ...(await app.tokens.issue(user.id)) } };
    },
  );

  app.post<{ Body: EmailVerifyPayload }>(
    '/v1/auth/email/verify',
    { schema: { body: emailVerifyPayloadSchema }, preHandler: perAddress },
    async (request) => {
      const link = await useAccountLink(app.db, request.body.token, 'email-verification', app.clock());
      if (!link) throw validationError([{ field: 'token', message: VERIFY_LINK_INVALID }]);
      // An address another account took after the change was asked for answers 409 (database-errors.ts).
      const [user] = await app.db
        .update(users)
        .set({ email: link.email, email_verified_at: new Date(app.clock()).toISOString() })
        .where(eq(users.id, link.user_id))
        .returning();
      if (!user) throw validationError([{ field: 'token', message: VERIFY_LINK_INVALID }]);
      return { data: publicUser(user) };
    },
  );

  app.post(
    '/v1/auth/email/verification',
    { onRequest: app.requireOwner, preHandler: [perAddress, verificationMails] },
    async (request) => {
      const user = await accountOf(app.db, request.ownerId);
      if (!user.email_verified_at) await mailVerificationLink(app, { user_id: user.id, email: user.email });
      return ok;
    },
  );

  app.put<{ Body: EmailChangePayload }>(
    '/v1/auth/email',
    {
      onRequest: app.requireOwner,
      schema: { body: emailChangePayloadSchema },
      preHandler: [perAddress, emailChangeAttempts],
    },
    async (request) => {
      const user = await accountOf(app.db, request.ownerId);
      if (!(await verifyPassword(user.password_hash, request.body.current_password))) {
        throw validationError([{ field: 'current_password', message: WRONG_CURRENT_PASSWORD }]);
      }
      const email = normalizeEmail(request.body.email);
      if (email === user.email) throw validationError([{ field: 'email', message: SAME_EMAIL }]);
      const [taken] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken) throw new HttpError(409, EMAIL_TAKEN, [{ field: 'email', message: EMAIL_TAKEN }]);
      // The account keeps its address until the new one is proven (POST /v1/auth/email/verify).
      await mailVerificationLink(app, { user_id: user.id, email });
      return { data: { pending_email: email } };
    },
  );
}
