import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../../server/db/schema';
import { REFRESH_REUSE_GRACE_MS } from '../../server/services/auth/session-tokens';
import { registerOwner, testServer, type TestServer } from './harness';

/**
 * Refresh-token rotation when one owner's tabs refresh at once (docs/product.md#accounts): a token
 * rotated moments ago answers the same new pair, a reuse after the grace window ends the session.
 */

const SESSION_ENDED = { message: 'Sesi Anda telah berakhir, silakan masuk kembali' };
type Pair = { access_token: string; refresh_token: string; expires_in: number };

// The sessions' clock: a test moves it on instead of waiting.
let skew = 0;
let server: TestServer;
beforeAll(async () => {
  server = await testServer({ now: () => Date.now() + skew });
});
afterAll(() => server.close());

const refresh = (refresh_token: string) =>
  server.app.inject({ method: 'POST', url: '/v1/auth/refresh', payload: { refresh_token } });
const me = (accessToken: string) =>
  server.app.inject({ url: '/v1/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
const pairOf = (response: Awaited<ReturnType<typeof refresh>>) => (response.json() as { data: Pair }).data;
const rowsOfFamilyOf = async (accessToken: string) => {
  const { sid } = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as { sid: string };
  return server.database.db.select().from(refreshTokens).where(eq(refreshTokens.family, sid));
};

describe('concurrent refreshes of one refresh token', () => {
  it('answer 20 callers with the same new pair, made by one rotation, and the session lives on', async () => {
    const owner = await registerOwner(server.app);
    const answers = await Promise.all(Array.from({ length: 20 }, () => refresh(owner.refreshToken)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
    const pairs = answers.map(pairOf);
    expect(new Set(pairs.map((pair) => pair.refresh_token)).size).toBe(1);
    expect(pairs.every((pair) => JSON.stringify(pair) === JSON.stringify(pairs[0]))).toBe(true);
    const [pair] = pairs as [Pair];
    expect(pair.refresh_token).not.toBe(owner.refreshToken);

    const rows = await rowsOfFamilyOf(pair.access_token);
    expect(rows).toHaveLength(2);
    expect(rows.filter((row) => !row.revoked_at)).toHaveLength(1);

    expect((await me(pair.access_token)).statusCode).toBe(200);
    const next = await refresh(pair.refresh_token);
    expect(next.statusCode).toBe(200);
    expect(pairOf(next).refresh_token).not.toBe(pair.refresh_token);
    expect((await me(pairOf(next).access_token)).statusCode).toBe(200);
  });

  it('answer a retry within the grace window with the same pair, and end the session on a reuse after it', async () => {
    const owner = await registerOwner(server.app);
    const first = await refresh(owner.refreshToken);
    expect(first.statusCode).toBe(200);
    const pair = pairOf(first);

    skew += REFRESH_REUSE_GRACE_MS - 1000;
    const retry = await refresh(owner.refreshToken);
    expect(retry.statusCode).toBe(200);
    expect(pairOf(retry)).toEqual(pair);

    skew += 1000;
    const reuse = await refresh(owner.refreshToken);
    expect([reuse.statusCode, reuse.json()]).toEqual([401, SESSION_ENDED]);
    // The reuse revoked the family: the pair the rotation gave is refused too.
    expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
    expect(await me(pair.access_token).then((r) => [r.statusCode, r.json()])).toEqual([401, SESSION_ENDED]);
    expect((await rowsOfFamilyOf(pair.access_token)).filter((row) => !row.revoked_at)).toEqual([]);
  });

  it('follow a token rotated twice within the window to the live one', async () => {
    const owner = await registerOwner(server.app);
    const second = pairOf(await refresh(owner.refreshToken));
    const third = pairOf(await refresh(second.refresh_token));
    expect(pairOf(await refresh(owner.refreshToken))).toEqual(third);
    expect(pairOf(await refresh(second.refresh_token))).toEqual(third);
    expect((await me(third.access_token)).statusCode).toBe(200);
  });

  it('keep a session ended by logout ended, even within the window', async () => {
    const owner = await registerOwner(server.app);
    const pair = pairOf(await refresh(owner.refreshToken));
    const logout = await server.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refresh_token: pair.refresh_token },
    });
    expect(logout.statusCode).toBe(200);
    const again = await refresh(owner.refreshToken);
    expect([again.statusCode, again.json()]).toEqual([401, SESSION_ENDED]);
    expect((await me(pair.access_token)).statusCode).toBe(401);
  });

  it('end the session when a concurrent logout meets concurrent refreshes', async () => {
    const owner = await registerOwner(server.app);
    const logout = server.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      payload: { refresh_token: owner.refreshToken },
    });
    const answers = await Promise.all([...Array.from({ length: 5 }, () => refresh(owner.refreshToken)), logout]);
    // However they interleave, no live token of the family is left once the logout has answered.
    expect(answers.at(-1)!.statusCode).toBe(200);
    for (const answer of answers.slice(0, -1).filter((a) => a.statusCode === 200)) {
      expect((await me(pairOf(answer).access_token)).statusCode).toBe(401);
    }
    const { sid } = JSON.parse(Buffer.from(owner.headers.authorization.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
    };
    const rows = await server.database.db.select().from(refreshTokens).where(eq(refreshTokens.family, sid));
    expect(rows.filter((row) => !row.revoked_at)).toEqual([]);
  });
});
