import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FIRST_VERSION } from '../../../schemas/responses/owner-content';
import type { WriteBasis } from '../../api/write-basis';
import type { StatusState } from '../../ui/status-message';

/**
 * A row of the venue's added or changed in a form dialog (a table, a souvenir): the row being edited
 * (null: a new one) while the dialog is open, and `submit`, which saves the form's payload, reads the
 * venue's data again, says the outcome in the page's status (then `onSaved`, for what else the page
 * does with the row saved) and closes the dialog. A refusal is left to the dialog's form, which shows it.
 * A change is based on the row's version as the list read it (`versionOf`, docs/product.md#no-lost-edit);
 * `keepEditing` bases it on the version a refusal named.
 */
export function useGuestbookRowForm<T, P>({
  save,
  versionOf,
  refresh,
  done,
  onSaved,
  setStatus,
}: {
  save: (row: T | null, payload: P, basis: WriteBasis) => Promise<T>;
  /** The version of a row as the list read it (none: never changed since it was added). */
  versionOf: (row: T) => string | undefined;
  refresh: () => Promise<unknown>;
  /** The words once `saved` is saved; `row` is null when it was added. */
  done: (saved: T, row: T | null) => string;
  onSaved?: (saved: T, row: T | null) => void;
  setStatus: (status: StatusState) => void;
}) {
  const [editing, setEditing] = useState<{ row: T | null } | null>(null);
  const basedOn = useRef<string | undefined>(undefined);
  const mutation = useMutation({
    mutationFn: ({ row, payload }: { row: T | null; payload: P }) => save(row, payload, { version: basedOn.current }),
    onSuccess: refresh,
  });

  return {
    /** The form's row while its dialog is open (`row` null: a new one); null while it is closed. */
    editing,
    open: (row: T | null) => {
      setStatus(null);
      basedOn.current = row ? (versionOf(row) ?? FIRST_VERSION) : undefined;
      setEditing({ row });
    },
    /** 'Tetap edit' after a refusal: the next save replaces the change that version is. */
    keepEditing: (current: string) => {
      basedOn.current = current;
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
