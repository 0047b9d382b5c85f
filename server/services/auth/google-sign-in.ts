import { createHash } from 'node:crypto';
import { and, eq, gt, lte } from 'drizzle-orm';
import * as oidc from 'openid-client';
import type { GoogleSignInErrorCode } from '../../../schemas/google-sign-in';
import { TEXT_MAX } from '../../../schemas/limits';
import type { Database } from '../../db/database';
import { googleSignIns } from '../../db/schema';

/** The OpenID provider of "Masuk dengan Google" (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER_URL). */
export type GoogleSettings = { clientId: string; clientSecret: string; issuer: string };

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** How long the person may take at Google before the answer is refused. */
export const GOOGLE_SIGN_IN_LIFETIME_MS = 10 * 60_000;
/** Seconds each call to the provider may take (discovery, the token exchange, its keys). */
const PROVIDER_TIMEOUT_S = 10;

/** What the ID token tells of the person (the claims of the scopes `openid email profile`). */
export type GoogleClaims = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  picture?: string;
};

/** A sign-in that ends on /login with `code`'s message; `reason` is for the log only. */
export class GoogleSignInError extends Error {
  /** The page the sign-in was to open, once known: /login keeps it for the next try. */
  nextPath: string | undefined;

  constructor(
    readonly code: GoogleSignInErrorCode,
    readonly reason: string,
    options?: ErrorOptions,
  ) {
    super(`Google sign-in refused (${code}): ${reason}`, options);
    this.name = 'GoogleSignInError';
  }
}

const hashOf = (state: string) => createHash('sha256').update(state).digest('hex');

/**
 * The authorization code flow with Google (or the provider GOOGLE_ISSUER_URL names): PKCE (S256), state
 * and nonce, each checked. `start` keeps what the answer is checked against in the database (the state
 * only as a hash) and hands the state to the browser, which brings it back in a cookie: an answer is
 * taken only from the browser that asked, once, within GOOGLE_SIGN_IN_LIFETIME_MS.
 */
export class GoogleSignIn {
  private configuration: Promise<oidc.Configuration> | undefined;

  constructor(
    private readonly db: Database,
    private readonly settings: GoogleSettings,
    /** Where the provider sends the answer: the API's address + GOOGLE_CALLBACK_PATH, never a request's Host. */
    readonly redirectUri: string,
    private readonly now: () => number,
  ) {}

  /**
   * The provider's metadata, read once (and again after a failure, so a provider that was down is
   * asked again on the next sign-in). An http issuer is taken only on this machine (a test's provider).
   */
  private provider(): Promise<oidc.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const local = new URL(issuer).protocol === 'http:';
    this.configuration ??= oidc
      .discovery(new URL(issuer), clientId, clientSecret, oidc.ClientSecretPost(clientSecret), {
        timeout: PROVIDER_TIMEOUT_S,
        ...(local && { execute: [oidc.allowInsecureRequests] }),
      })
      .catch((error: unknown) => {
        this.configuration = undefined;
        throw new GoogleSignInError('unavailable', 'the provider’s metadata could not be read', { cause: error });
      });
    return this.configuration;
  }

  /** The provider's address to send the browser to, and the state the browser keeps (its cookie). */
  async start(nextPath: string | undefined): Promise<{ url: URL; state: string }> {
    const configuration = await this.provider();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const at = this.now();
    // Answers never given are dropped as new sign-ins begin.
    await this.db.delete(googleSignIns).where(lte(googleSignIns.expires_at, new Date(at).toISOString()));
    await this.db.insert(googleSignIns).values({
      state_hash: hashOf(state),
      nonce,
      code_verifier: codeVerifier,
      next_path: nextPath ?? null,
      expires_at: new Date(at + GOOGLE_SIGN_IN_LIFETIME_MS).toISOString(),
    });
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    return { url, state };
  }

  /**
   * The provider's answer (`query`, as it reached GOOGLE_CALLBACK_PATH) from the browser whose cookie
   * holds `browserState`: its sign-in is taken (once), the code is exchanged with the PKCE verifier,
   * and the ID token is checked (signature, issuer, audience, expiry, nonce). Answers its claims and
   * the page to open next; anything else throws a GoogleSignInError.
   */
  async finish(
    query: Record<string, string | undefined>,
    browserState: string | undefined,
  ): Promise<{ claims: GoogleClaims; nextPath: string | undefined }> {
    const { state } = query;
    if (!state || !browserState || state !== browserState) {
      throw new GoogleSignInError('expired', state ? 'the state is not this browser’s' : 'no state');
    }
    // Taken at once, whatever follows: a state is never accepted twice.
    const [pending] = await this.db
      .delete(googleSignIns)
      .where(
        and(
          eq(googleSignIns.state_hash, hashOf(state)),
          gt(googleSignIns.expires_at, new Date(this.now()).toISOString()),
        ),
      )
      .returning();
    if (!pending) throw new GoogleSignInError('expired', 'unknown, used or expired state');
    try {
      return { claims: await this.exchange(query, pending), nextPath: pending.next_path ?? undefined };
    } catch (failure) {
      if (failure instanceof GoogleSignInError) failure.nextPath = pending.next_path ?? undefined;
      throw failure;
    }
  }

  /** The answer of a sign-in taken: its code exchanged with the verifier, its ID token checked. */
  private async exchange(
    query: Record<string, string | undefined>,
    pending: typeof googleSignIns.$inferSelect,
  ): Promise<GoogleClaims> {
    const { state, error, error_description: description } = query;
    if (error) {
      throw new GoogleSignInError(
        error === 'access_denied' ? 'cancelled' : 'failed',
        `the provider answered ${error}: ${description ?? ''}`,
      );
    }
    const configuration = await this.provider();
    const answer = new URL(this.redirectUri);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) answer.searchParams.set(name, value);
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, answer, {
        expectedState: state,
        expectedNonce: pending.nonce,
        pkceCodeVerifier: pending.code_verifier,
      });
    } catch (cause) {
      throw new GoogleSignInError(unreachable(cause) ? 'unavailable' : 'failed', 'the code exchange failed', {
        cause,
      });
    }
    const claims = tokens.claims();
    if (!claims?.sub) throw new GoogleSignInError('failed', 'no ID token');
    return claimsOf(claims);
  }
}

/** Whether a failed call to the provider failed because it could not be reached or answered no JSON. */
function unreachable(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const code = (error as { code?: unknown } | undefined)?.code;
  return code === 'OAUTH_RESPONSE_IS_NOT_CONFORM' || code === 'OAUTH_RESPONSE_IS_NOT_JSON';
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/** A photo's address as the user schema takes it (an https address, not too long), else none. */
function pictureOf(value: unknown): string | undefined {
  const address = text(value);
  return address && /^https:\/\//.test(address) && address.length <= TEXT_MAX.url ? address : undefined;
}

function claimsOf(claims: oidc.IDToken): GoogleClaims {
  return {
    sub: claims.sub,
    email: text(claims.email),
    // Only a literal true counts (some providers send the string "true"; it is not trusted).
    email_verified: claims.email_verified === true,
    name: text(claims.name),
    picture: pictureOf(claims.picture),
  };
}
