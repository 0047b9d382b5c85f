import type { QueryKey } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ReasonDialog } from './reason-dialog';
import { useAdminAction } from './use-admin-action';

/** How an asked action's dialog ends: done (with what the page then says), or cancelled. */
export type ActionDialogEnds = {
  onDone: (said: string) => void;
  onCancel: () => void;
};

/** The words of an operator's action on its dialog. */
export type ActionDialogWords = {
  /** The dialog's confirming button. */
  button: string;
  title: string;
  /** The field's label: a required reason, or an optional note. */
  label: string;
  required: boolean;
  danger: boolean;
};

/**
 * Asks for an operator's action with its reason or note (a ReasonDialog) and does it (`act`): the
 * lists it changed (`subjects`, of adminKeys) are asked again, then `onDone` says `done`.
 */
export function ActionReasonDialog({
  words,
  act,
  subjects,
  done,
  children,
  onDone,
  onCancel,
}: ActionDialogEnds & {
  words: ActionDialogWords;
  act: (text: string) => Promise<unknown>;
  subjects: QueryKey[];
  done: string;
  /** What the action does, said above the field. */
  children: ReactNode;
}) {
  const action = useAdminAction(act, ...subjects);
  return (
    <ReasonDialog
      title={words.title}
      label={words.label}
      required={words.required}
      confirmLabel={words.button}
      danger={words.danger}
      busy={action.isPending}
      error={action.error}
      onSubmit={(text) => action.mutate(text, { onSuccess: () => onDone(done) })}
      onCancel={onCancel}
    >
      {children}
    </ReasonDialog>
  );
}
