import { adminKeys } from '../../queries/admin-queries';
import { ActionReasonDialog, type ActionDialogEnds } from '../kit/action-reason-dialog';
import { SUSPENSION_WORDS, type Suspension } from './suspension';

/** Asks for a suspension (with its reason) or a restoring (a note if liked) and does it; `onDone` says it. */
export function SuspensionDialog({
  suspension: { step, invitation },
  ...ends
}: { suspension: Suspension } & ActionDialogEnds) {
  const words = SUSPENSION_WORDS[step];
  return (
    <ActionReasonDialog
      words={words}
      act={(text) => words.call(invitation, text)}
      subjects={[adminKeys.invitations]}
      done={words.done(invitation.slug)}
      {...ends}
    >
      <p>
        <strong>/{invitation.slug}</strong>: {words.says}
      </p>
    </ActionReasonDialog>
  );
}
