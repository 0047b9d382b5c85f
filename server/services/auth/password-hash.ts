import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

/** argon2id with the library's defaults. */
export const hashPassword = (password: string): Promise<string> => hash(password);

/** A hash of a random secret, made once at start: what an unknown e-mail's password is checked against. */
const standIn = hashPassword(randomBytes(24).toString('base64url'));

/**
 * Whether the password matches the stored hash. Without an account it still runs one verification
 * (against a stand-in hash) and answers false, so a login for an unknown e-mail takes as long as a
 * wrong password for a known one.
 */
export async function verifyPassword(stored: string | undefined, password: string): Promise<boolean> {
  const matches = await verify(stored ?? (await standIn), password);
  return stored !== undefined && matches;
}
