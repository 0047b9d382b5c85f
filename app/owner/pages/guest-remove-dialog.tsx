import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { ConfirmDialog } from '../../ui/confirm-dialog';

/** 'Hapus tamu …?', asked before a guest goes with their answers and personal link. */
export function GuestRemoveDialog({
  guest,
  busy,
  onCancel,
  onConfirm,
}: {
  /** The guest to delete; none while nothing is asked. */
  guest: OwnerGuest | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (guest: OwnerGuest) => void;
}) {
  return (
    <ConfirmDialog
      open={guest !== null}
      title={guest ? `Hapus tamu ${guest.name}?` : 'Hapus tamu?'}
      confirmLabel="Hapus"
      danger
      busy={busy}
      onCancel={onCancel}
      onConfirm={() => {
        if (guest) onConfirm(guest);
      }}
    >
      <p>
        Jawaban RSVP dan tautan pribadi {guest?.name ?? 'tamu ini'} ikut terhapus. Tindakan ini tidak bisa dibatalkan.
      </p>
    </ConfirmDialog>
  );
}
