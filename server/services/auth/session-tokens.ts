import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import type { Database } from '../../db/database';
import { refreshTokens, users } from '../../db/schema';
import { unauthorized } from '../../http/http-error';

export const ACCESS_TOKEN_SECONDS = 15 * 60;
export const REFRESH_TOKEN_DAYS = 30;
/**
 * How long a refresh token just rotated may be presented again: within it, the refresh answers the
 * same new pair its rotation produced (two tabs, or a retried request, refreshing at once); after
 * it, a reuse counts as theft and ends the session.
 */
export const REFRESH_REUSE_GRACE_MS = 10_000;

export type TokenPair = { access_token: string; refresh_token: string; expires_in: number };
/** Who an access token speaks for, and in which session (the refresh-token family). */
export type Session = { userId: string; sessionId: string };
export type TokenServiceOptions = {
  /** The clock, in milliseconds (Date.now by default); tests move it past the grace window. */
  now?: () => number;
  reuseGraceMs?: number;
};

const SESSION_ENDED = 'Sesi Anda telah berakhir, silakan masuk kembali';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const ended = () => unauthorized(SESSION_ENDED);

type RefreshRow = typeof refreshTokens.$inferSelect;

/**
 * Short-lived JWT access tokens (HS256) and rotating opaque refresh tokens stored as hashes. An access
 * token names its session (the refresh-token family); it works only while that session has a live
 * refresh token, so logging out, a password change or a replayed refresh token end it at once.
 */
export class TokenService {
  /** The HS256 key made from the app's secret; usher tokens are signed with it too (guestbook/usher-token.ts). */
  readonly key: Uint8Array;
  private readonly now: () => number;
  private readonly reuseGraceMs: number;

  constructor(
    private readonly db: Database,
    secret: string,
    { now = Date.now, reuseGraceMs = REFRESH_REUSE_GRACE_MS }: TokenServiceOptions = {},
  ) {
    this.key = new TextEncoder().encode(secret);
    this.now = now;
    this.reuseGraceMs = reuseGraceMs;
  }

  /** An access token of the session; `issuedAt` (ms) fixes it, so the same rotation signs the same token. */
  async accessToken(userId: string, sessionId: string, issuedAt = this.now()): Promise<string> {
    const iat = Math.floor(issuedAt / 1000);
    return new SignJWT({ sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(userId)
      .setIssuedAt(iat)
      .setExpirationTime(iat + ACCESS_TOKEN_SECONDS)
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
          gt(refreshTokens.expires_at, this.isoNow()),
        ),
      )
      .limit(1);
    if (!live) throw ended();
    return session;
  }

  private async decode(token: string): Promise<Session> {
    try {
      const { payload } = await jwtVerify(token, this.key, {
        algorithms: ['HS256'],
        currentDate: new Date(this.now()),
      });
      if (!payload.sub || typeof payload.sid !== 'string') throw new Error('no subject or session');
      return { userId: payload.sub, sessionId: payload.sid };
    } catch {
      throw ended();
    }
  }

  /** A new pair for a fresh login: a new refresh-token family. */
  async issue(userId: string, family: string = randomBytes(12).toString('hex')): Promise<TokenPair> {
    const refresh = randomBytes(32).toString('base64url');
    await this.db
      .insert(refreshTokens)
      .values({ user_id: userId, token_hash: sha256(refresh), family, expires_at: this.refreshExpiry() });
    return this.pair(userId, family, refresh, this.now());
  }

  /**
   * Rotation: a refresh token works once. Its successor is derived from it (an HMAC with the app's
   * secret), so exactly one successor can exist (token hashes are unique) and it can be answered
   * again: presented within REFRESH_REUSE_GRACE_MS of its rotation, the old token gets the same pair
   * (the same refresh token, and the access token signed at the rotation's time), and the session
   * lives on. Presented later, or after the session ended otherwise, it counts as a copy someone else
   * holds: the whole family is revoked and the caller must log in again. The successor is stored
   * before the old token is revoked, so the session never has a moment without a live token (its
   * access tokens keep working through a rotation).
   */
  async rotate(refresh: string): Promise<TokenPair> {
    const now = this.now();
    let row = await this.rowOf(refresh);
    if (!row || Date.parse(row.expires_at) <= now) throw ended();
    if (!row.revoked_at) row = await this.rotateLive(row, refresh, now);
    // From a token rotated within the grace window to the live token its rotation (or rotations) led to.
    let token = refresh;
    let issuedAt = now;
    while (row.revoked_at) {
      if (!row.rotated_at || now - Date.parse(row.rotated_at) >= this.reuseGraceMs) {
        await this.revokeFamily(row.family);
        throw ended();
      }
      issuedAt = Date.parse(row.rotated_at);
      token = this.successorOf(token);
      const next = await this.rowOf(token);
      if (!next || next.family !== row.family) {
        await this.revokeFamily(row.family);
        throw ended();
      }
      row = next;
    }
    return this.pair(row.user_id, row.family, token, issuedAt);
  }

  /**
   * Stores the successor of a live token (unless a concurrent rotation already did) and revokes the
   * token as rotated only while it is still live (one conditional UPDATE: whichever request gets there
   * first). Answers the token's row as it is afterwards: rotated (here or by a concurrent request), or
   * revoked by something else meanwhile (a logout), which then ends the successor too.
   */
  private async rotateLive(row: RefreshRow, refresh: string, now: number): Promise<RefreshRow> {
    await this.db
      .insert(refreshTokens)
      .values({
        user_id: row.user_id,
        token_hash: sha256(this.successorOf(refresh)),
        family: row.family,
        expires_at: this.refreshExpiry(),
      })
      .onConflictDoNothing({ target: refreshTokens.token_hash });
    const at = new Date(now).toISOString();
    const [rotated] = await this.db
      .update(refreshTokens)
      .set({ revoked_at: at, rotated_at: at })
      .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.revoked_at)))
      .returning();
    if (rotated) return rotated;
    const [after] = await this.db.select().from(refreshTokens).where(eq(refreshTokens.id, row.id));
    if (!after) throw ended();
    return after;
  }

  /** The refresh token a rotation of `refresh` issues: always the same one, never guessable without the secret. */
  private successorOf(refresh: string): string {
    return createHmac('sha256', this.key).update(`refresh-token-successor:${refresh}`).digest('base64url');
  }

  private async rowOf(refresh: string): Promise<RefreshRow | undefined> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.token_hash, sha256(refresh)));
    return row;
  }

  private async pair(userId: string, family: string, refresh: string, issuedAt: number): Promise<TokenPair> {
    return {
      access_token: await this.accessToken(userId, family, issuedAt),
      refresh_token: refresh,
      expires_in: ACCESS_TOKEN_SECONDS,
    };
  }

  private isoNow = () => new Date(this.now()).toISOString();
  private refreshExpiry = () => new Date(this.now() + REFRESH_TOKEN_DAYS * 86_400_000).toISOString();

  async revokeFamilyOf(refresh: string): Promise<void> {
    const row = await this.rowOf(refresh);
    if (row) await this.revokeFamily(row.family);
  }

  /**
   * Ends every session of a user but `sessionId` (after a password change: the one that changed it), or
   * every one without it (after a password reset).
   */
  async revokeOtherSessions({ userId, sessionId }: { userId: string; sessionId?: string }): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: this.isoNow() })
      .where(
        and(
          eq(refreshTokens.user_id, userId),
          sessionId === undefined ? undefined : ne(refreshTokens.family, sessionId),
          isNull(refreshTokens.revoked_at),
        ),
      );
  }

  private async revokeFamily(family: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revoked_at: this.isoNow() })
      .where(and(eq(refreshTokens.family, family), isNull(refreshTokens.revoked_at)));
  }
}
