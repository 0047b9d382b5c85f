import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  loginPayloadSchema,
  refreshPayloadSchema,
  registerPayloadSchema,
  type LoginPayload,
  type RefreshPayload,
  type RegisterPayload,
} from '../../schemas/payloads/auth.payload';
import { users } from '../db/schema';
import { conflict, unauthorized } from '../http/http-error';

type UserRow = typeof users.$inferSelect;

/** The user as SPEC 3 describes it: never the password hash. */
export function publicUser({ password_hash: _hash, created_at: _created, ...user }: UserRow) {
  return user;
}

const LOGIN_LIMIT = { rateLimit: { max: 10, timeWindow: '1 minute' } };

/** Owner accounts: register, login, refresh (rotating), logout, and who am I. */
export async function authRoutes(app: FastifyInstance) {
  app.post<{ Body: RegisterPayload }>(
    '/v1/auth/register',
    { schema: { body: registerPayloadSchema }, config: LOGIN_LIMIT },
    async (request, reply) => {
      const { name, email, password } = request.body;
      const normalized = email.toLowerCase();
      const [existing] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, normalized));
      if (existing) throw conflict('Email sudah terdaftar');
      const [user] = await app.db
        .insert(users)
        .values({ name, email: normalized, password_hash: await hash(password) })
        .returning();
      const tokens = await app.tokens.issue(user!.id);
      return reply.code(201).send({ data: { user: publicUser(user!), ...tokens } });
    },
  );

  app.post<{ Body: LoginPayload }>(
    '/v1/auth/login',
    { schema: { body: loginPayloadSchema }, config: LOGIN_LIMIT },
    async (request) => {
      const [user] = await app.db.select().from(users).where(eq(users.email, request.body.email.toLowerCase()));
      if (!user || !(await verify(user.password_hash, request.body.password))) {
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

  app.get('/v1/auth/me', { onRequest: app.requireOwner }, async (request) => {
    const [user] = await app.db.select().from(users).where(eq(users.id, request.ownerId));
    if (!user) throw unauthorized();
    return { data: publicUser(user) };
  });
}
