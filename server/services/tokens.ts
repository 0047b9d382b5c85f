import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../db/database';
import { refreshTokens } from '../db/schema';
import { unauthorized } from '../http/http-error';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Short-lived JWT access tokens (HS256) and rotating opaque refresh tokens stored as hashes. */
export class TokenService {
  private readonly key: Uint8Array;

  constructor(
    private readonly db: Database,
    secret: string,
  ) {
    this.key = new TextEncoder().encode(secret);
  }

  async accessToken(userId: string): Promise<string> {
    return new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_SECONDS}s`)
      .sign(this.key);
  }

  /** The user id of a valid access token, or a 401. */
  async verify(token: string): Promise<string> {
    try {
      const { payload } = await jwtVerify(token, this.key, { algorithms: ['HS256'] });
      if (!payload.sub) throw new Error('no subject');
      return payload.sub;
    } catch {
      throw unauthorized('Sesi Anda telah berakhir, silakan masuk kembali');
    }
  }

  /** A new pair for a fresh login: a new refresh-token family. */
  async issue(userId: string, family: string = randomBytes(12).toString('hex')): Promise<TokenPair> {
    const refresh = randomBytes(32).toString('base64url');
    const expires = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();
    await this.db
      .insert(refreshTokens)
      .values({ user_id: userId, token_hash: sha256(refresh), family, expires_at: expires });
    return { access_token: await this.accessToken(userId), refresh_token: refresh, expires_in: ACCESS_TOKEN_SECONDS };
  }

  /**
   * Rotation: a refresh token works once. Presenting one already used revokes its whole family
   * (someone else has a copy), and the caller must log in again.
   */
  async rotate(refresh: string): Promise<TokenPair> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(refresh)));
    if (!row || Date.parse(row.expires_at) < Date.now())
      throw unauthorized('Sesi Anda telah berakhir, silakan masuk kembali');
    const revoked = await this.db
      .update(refreshTokens)
      .set({ revoked_at: new Date().toISOString() })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revoked_at)))
      .returning({ id: refreshTokens.id });
    if (revoked.length === 0) {
      await this.revokeFamily(row.family);
      throw unauthorized('Sesi Anda telah berakhir, silakan masuk kembali');
    }
    return this.issue(row.user_id, row.family);
  }

  async revokeFamilyOf(refresh: string): Promise<void> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(refresh)));
    if (row) await this.revokeFamily(row.family);
  }

  private async revokeFamily(family: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: new Date().toISOString() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
  }
}
