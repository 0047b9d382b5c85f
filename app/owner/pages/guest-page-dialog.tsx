import { GuestFormDialog } from '../guests/guest-form-dialog';
import { GuestImportDialog } from '../guests/guest-import-dialog';
import type { GuestPageDialogState } from './use-guest-page-actions';

/** The dialog Daftar Tamu has open, if any: the guest form (a new guest, or one to change) or the CSV import. */
export function GuestPageDialog({
  dialog,
  invitationId,
  groups,
  onClose,
  onSaved,
  onImported,
}: {
  dialog: GuestPageDialogState;
  invitationId: string;
  groups: readonly string[];
  onClose: () => void;
  /** The guest was saved: what to say. */
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
  if (dialog?.kind === 'import') return <GuestImportDialog invitationId={invitationId} onClose={onImported} />;
  return null;
}
