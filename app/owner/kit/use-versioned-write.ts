import { useRef } from 'react';
import { ApiError } from '../../api/client';
import { newRequestKey, type WriteBasis, type Written } from '../../api/write-basis';

/**
 * The writes of one form on one thing (docs/product.md#no-lost-edit): each is sent with the version
 * the form is based on (the one it opened with, then each save's answer), so a save after someone
 * else's is refused rather than writing over it (a write before the version is known is sent without). A write whose answer was lost (no connection) is
 * sent again with the same key, and the server does it once. `keepEditing` bases the form on the
 * version a refusal named: the next save then knowingly replaces the other person's change.
 */
export function useVersionedWrite(openedAt: string | undefined) {
  const version = useRef(openedAt);
  // A page whose thing was still loading at first opens with its version once it has it.
  version.current ??= openedAt;
  const pendingKey = useRef<string | undefined>(undefined);

  async function write<T>(send: (basis: WriteBasis) => Promise<Written<T>>): Promise<T> {
    pendingKey.current ??= newRequestKey();
    try {
      const answer = await send({ version: version.current, requestKey: pendingKey.current });
      version.current = answer.meta.version;
      pendingKey.current = undefined;
      return answer.data;
    } catch (error) {
      // Only a write that may have been done keeps its key; one the server answered is over.
      if (!(error instanceof ApiError && error.status === 0)) pendingKey.current = undefined;
      throw error;
    }
  }
  const keepEditing = (current: string) => {
    version.current = current;
  };
  return { write, keepEditing };
}
