import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the library's defaults. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of a random secret, made once at start: what an unknown e-mail's password is checked against. */
const standIn = hashPassword(randomBytes(24).toString('base64url'));

/**
 * Whether the password matches the stored hash. Without an account, or for an account without a
 * password (made through Google), it still runs one verification (against a stand-in hash) and answers
 * false, so such a login takes as long as a wrong password for a known account.
 */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  const matches = await verify(stored ?? (await standIn), password);
  return typeof stored === 'string' && matches;
}
