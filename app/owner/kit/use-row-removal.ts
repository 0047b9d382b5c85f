import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../api/error-text';
import type { StatusState } from '../../ui/status-message';

/**
 * A row removed after asking (a venue table, a souvenir, an usher's access, a member): the row asked
 * about, the call (the data read again after it, done or not) and its outcome said in the
 * page's status. `dialog` is what the confirmation dialog takes of it.
 */
export function useRowRemoval<T>({
  remove,
  refresh,
  done,
  setStatus,
}: {
  remove: (row: T) => Promise<unknown>;
  refresh: () => Promise<unknown>;
  /** The words once `row` is removed. */
  done: (row: T) => string;
  setStatus: (status: StatusState) => void;
}) {
  const [asked, setAsked] = useState<T | null>(null);
  const mutation = useMutation({ mutationFn: remove, onSettled: refresh });

  const confirm = async (row: T) => {
    try {
      await mutation.mutateAsync(row);
      setStatus({ kind: 'success', text: done(row) });
    } catch (error) {
      setStatus({ kind: 'error', text: errorText(error) });
    } finally {
      setAsked(null);
    }
  };

  return {
    /** The row asked about; null while nothing is. */
    asked,
    ask: (row: T) => {
      setStatus(null);
      setAsked(row);
    },
    dialog: {
      open: asked !== null,
      busy: mutation.isPending,
      onCancel: () => setAsked(null),
      onConfirm: () => {
        if (asked) void confirm(asked);
      },
    },
  };
}
