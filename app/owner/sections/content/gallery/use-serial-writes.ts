import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useRef } from 'react';

/**
 * Writes run one after another in the order made, so that they never cross on the server; once
 * none is left, the query `queryKey` is read again. Returns `enqueue`, which runs a write after the
 * writes before it and answers as the write does.
 */
export function useSerialWrites(queryKey: QueryKey) {
  const queryClient = useQueryClient();
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const waiting = useRef(0);

  return function enqueue<T>(write: () => Promise<T>): Promise<T> {
    waiting.current += 1;
    const result = queue.current.then(write);
    const settle = () => {
      waiting.current -= 1;
      if (waiting.current === 0) void queryClient.invalidateQueries({ queryKey });
    };
    queue.current = result.then(settle, settle);
    return result;
  };
}
