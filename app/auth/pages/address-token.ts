import { useEffect, useRef } from 'react';
import { failureMessageOf } from '../../../engine/errors/failure-messages';
import { ApiError } from '../../api/client';

/*
 * What the pages share that use a token from their own address at once (a mailed verification link,
 * a Google sign-in's one-time code): one use per page, and the message when it is refused.
 */

/** Runs `use` once per page when there is a `token`, though React runs effects twice in development. */
export function useAddressToken(token: string, use: () => void): void {
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !token) return;
    asked.current = true;
    use();
  }, [token, use]);
}

/** Why the token was refused: the API's message at its field, else the failure's (or `fallback`). */
export function refusedTokenMessage(error: unknown, fallback: string): string {
  const atToken = error instanceof ApiError ? error.errors[0]?.message : undefined;
  return atToken ?? failureMessageOf(error, fallback);
}
