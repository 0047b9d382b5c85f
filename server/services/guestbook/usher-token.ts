import { decodeJwt, jwtVerify, SignJWT } from 'jose';
import { unauthorized } from '../../http/http-error';

/**
 * An usher's token (docs/product.md#guestbook): a JWT (HS256, the app's key, as the owner's access
 * tokens) with scope 'usher', the usher access row as its subject and the root invitation it opens.
 * It lasts until the access expires; every call still looks the row up, so a revoked access stops
 * working at once.
 */
export const USHER_SCOPE = 'usher';
export const USHER_ACCESS_ENDED = 'Akses penerima tamu sudah tidak berlaku';

export type UsherClaims = { usherId: string; rootId: string };

export async function signUsherToken(key: Uint8Array, claims: UsherClaims, expiresAt: string): Promise<string> {
  return new SignJWT({ scope: USHER_SCOPE, inv: claims.rootId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.usherId)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.parse(expiresAt) / 1000))
    .sign(key);
}

/** Whether a token says it is an usher's (read, not verified: the caller verifies it as one or the other). */
export function isUsherToken(token: string): boolean {
  try {
    return decodeJwt(token).scope === USHER_SCOPE;
  } catch {
    return false;
  }
}

/** The claims of a valid usher token signed with this key; 401 for a forged or expired one. */
export async function verifyUsherToken(key: Uint8Array, token: string): Promise<UsherClaims> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
    if (payload.scope !== USHER_SCOPE || !payload.sub || typeof payload.inv !== 'string') throw new Error('not usher');
    return { usherId: payload.sub, rootId: payload.inv };
  } catch {
    throw unauthorized(USHER_ACCESS_ENDED);
  }
}
