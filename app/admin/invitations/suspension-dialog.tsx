import { adminKeys } from '../../queries/admin-queries';
import { ReasonDialog } from '../kit/reason-dialog';
import { useAdminAction } from '../kit/use-admin-action';
import { SUSPENSION_WORDS, type Suspension } from './suspension';

/** Asks for a suspension (with its reason) or a restoring (a note if liked) and does it; `onDone` says it. */
export function SuspensionDialog({
  suspension: { step, invitation },
  onDone,
  onCancel,
}: {
  suspension: Suspension;
  onDone: (said: string) => void;
  onCancel: () => void;
}) {
  const words = SUSPENSION_WORDS[step];
  const action = useAdminAction((text: string) => words.call(invitation, text), adminKeys.invitations);
  return (
    <ReasonDialog
      title={words.title}
      label={words.label}
      required={words.required}
      confirmLabel={words.button}
      danger={words.danger}
      busy={action.isPending}
      error={action.error}
      onSubmit={(text) => action.mutate(text, { onSuccess: () => onDone(words.done(invitation.slug)) })}
      onCancel={onCancel}
    >
      <p>
        <strong>/{invitation.slug}</strong>: {words.says}
      </p>
    </ReasonDialog>
  );
}
