import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { refreshTokens, users } from '../db/schema';
import { unauthorized } from '../http/http-error';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };
/** Who an access token speaks for, and in which session (the refresh-token family). */
export type Session = { userId: string; sessionId: string };

const SESSION_ENDED = 'Sesi Anda telah berakhir, silakan masuk kembali';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Short-lived JWT access tokens (HS256) and rotating opaque refresh tokens stored as hashes. An access
 * token names its session (the refresh-token family); it works only while that session has a live
 * refresh token, so logging out, a password change or a replayed refresh token end it at once.
 */
export class TokenService {
  /** The HS256 key made from the app's secret; usher tokens are signed with it too (guestbook/usher-token.ts). */
  readonly key: Uint8Array;

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async accessToken(userId: string, sessionId: string): Promise<string> {
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.key);
  }

  /** The session of a valid access token whose session is live and whose user exists, or a 401. */
  async verify(token: string): Promise<Session> {
    const session = await this.decode(token);
    const [live] = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .innerJoin(users, eq(users.id, refreshTokens.user_id))
      .where(
        and(
          eq(refreshTokens.family, session.sessionId),
          eq(refreshTokens.user_id, session.userId),
          isNull(refreshTokens.revoked_at),
          gt(refreshTokens.expires_at, new Date().toISOString()),
        ),
      )
      .limit(1);
    if (!live) throw unauthorized(SESSION_ENDED);
    return session;
  }

  private async decode(token: string): Promise<Session> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (!payload.sub || typeof payload.sid !== 'string') throw new Error('no subject or session');
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      throw unauthorized(SESSION_ENDED);
    }
  }

  /** A new pair for a fresh login: a new refresh-token family. */
  async issue(userId: string, family: string = randomBytes(12).toString('hex')): Promise<TokenPair> {
    const refresh = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();
    await this.db
      .insert(refreshTokens)
      .values({ user_id: userId, token_hash: sha256(refresh), family, expires_at: expires });
    return {
      access_token: await this.accessToken(userId, family),
      refresh_token: refresh,
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  }

  /**
   * Rotation: a refresh token works once. Presenting one already used revokes its whole family
   * (someone else has a copy), and the caller must log in again. The new token is stored before the
   * old one is revoked, so the session never has a moment without a live token (its access tokens
   * keep working through a rotation).
   */
  async rotate(refresh: string): Promise<TokenPair> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(refresh)));
    if (!row || Date.parse(row.expires_at) < Date.now()) throw unauthorized(SESSION_ENDED);
    if (row.revoked_at) {
      await this.revokeFamily(row.family);
      throw unauthorized(SESSION_ENDED);
    }
    const next = await this.issue(row.user_id, row.family);
    const revoked = await this.db
      .update(refreshTokens)
      .set({ revoked_at: new Date().toISOString() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revoked_at)))
      .returning({ id: refreshTokens.id });
    if (revoked.length === 0) {
      await this.revokeFamily(row.family);
      throw unauthorized(SESSION_ENDED);
    }
    return next;
  }

  async revokeFamilyOf(refresh: string): Promise<void> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(refresh)));
    if (row) await this.revokeFamily(row.family);
  }

  /** Ends every session of a user but one (after a password change: the one that changed it). */
  async revokeOtherSessions({ userId, sessionId }: Session): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: new Date().toISOString() })
      .where(
        and(eq(refreshTokens.user_id, userId), ne(refreshTokens.family, sessionId), isNull(refreshTokens.revoked_at)),
      );
  }

  private async revokeFamily(family: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: new Date().toISOString() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
  }
}
