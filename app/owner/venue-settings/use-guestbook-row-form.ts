import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { StatusState } from '../../ui/status-message';

/**
 * A row of the venue's added or changed in a form dialog (a table, a souvenir): the row being edited
 * (null: a new one) while the dialog is open, and `submit`, which saves the form's payload, reads the
 * venue's data again, says the outcome in the page's status (then `onSaved`, for what else the page
 * does with the row saved) and closes the dialog. A refusal is left to the dialog's form, which shows it.
 */
export function useGuestbookRowForm<T, P>({
  save,
  refresh,
  done,
  onSaved,
  setStatus,
}: {
  save: (row: T | null, payload: P) => Promise<T>;
  refresh: () => Promise<unknown>;
  /** The words once `saved` is saved; `row` is null when it was added. */
  done: (saved: T, row: T | null) => string;
  onSaved?: (saved: T, row: T | null) => void;
  setStatus: (status: StatusState) => void;
}) {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const mutation = useMutation({
    mutationFn: ({ row, payload }: { row: T | null; payload: P }) => save(row, payload),
    onSuccess: refresh,
  });

  return {
    /** The form's row while its dialog is open (`row` null: a new one); null while it is closed. */
    editing,
    open: (row: T | null) => {
      setStatus(null);
      setEditing({ row });
    },
    close: () => setEditing(null),
    submit: async (payload: P) => {
      const row = editing?.row ?? null;
      const saved = await mutation.mutateAsync({ row, payload });
      setStatus({ kind: 'success', text: done(saved, row) });
      onSaved?.(saved, row);
      setEditing(null);
    },
  };
}
