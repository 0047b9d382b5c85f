import { GuestAnswerDialog } from '../guests/guest-answer-dialog';
import type { GuestEvents } from '../guests/guest-fact-cells';
import { GuestFormDialog } from '../guests/guest-form-dialog';
import { GuestGroupSeatsDialog } from '../guests/guest-group-seats-dialog';
import { GuestImportDialog } from '../guests/guest-import-dialog';
import type { GuestPageDialogState } from './use-guest-page-actions';

/**
 * The dialog Daftar Tamu has open, if any: the guest form (a new guest, or one to change), the seats
 * of a group, or the CSV import.
 */
export function GuestPageDialog({
  dialog,
  invitationId,
  groups,
  events,
  onClose,
  onSaved,
  onImported,
}: {
  dialog: GuestPageDialogState;
  invitationId: string;
  groups: readonly string[];
  /** The invitation's events, which a guest's answer is per (docs/product.md#owner-answers). */
  events: GuestEvents;
  onClose: () => void;
  /** The guest (or a group's seats) was saved: what to say. */
  onSaved: (text: string) => void;
  onImported: () => void;
}) {
  if (dialog?.kind === 'form') {
    return (
      <GuestFormDialog
        invitationId={invitationId}
        guest={dialog.guest}
        groups={groups}
        onClose={onClose}
        onSaved={(saved) => onSaved(dialog.guest ? `Tamu ${saved.name} tersimpan` : `Tamu ${saved.name} ditambahkan`)}
      />
    );
  }
  if (dialog?.kind === 'groupSeats') {
    return <GuestGroupSeatsDialog invitationId={invitationId} groups={groups} onClose={onClose} onSaved={onSaved} />;
  }
  if (dialog?.kind === 'answer') {
    return (
      <GuestAnswerDialog
        invitationId={invitationId}
        guest={dialog.guest}
        events={events}
        onClose={onClose}
        onSaved={(saved) => onSaved(`Jawaban ${saved.name} tersimpan`)}
      />
    );
  }
  if (dialog?.kind === 'import') return <GuestImportDialog invitationId={invitationId} onClose={onImported} />;
  return null;
}
