import { useCallback, useRef, useState } from 'react';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { errorText } from '../../api/error-text';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import type { StatusState } from '../../ui/status-message';
import type { GuestActionHandlers } from '../guests/guest-actions';
import { useFocusReturn } from '../guests/use-focus-return';

/** The dialog the guest list page has open: the guest form (a new guest, or one to change) or the import. */
export type GuestPageDialogState =
  | { kind: 'form'; guest: OwnerGuest | null }
  | { kind: 'import' }
  | { kind: 'groupSeats' }
  | { kind: 'answer'; guest: OwnerGuest }
  | null;

/**
 * What the owner's actions on Daftar Tamu open, and where the focus goes back to when it closes
 * (what opened it, else the list's heading): the guest form, the import, a guest's QR code and the
 * question before a guest is deleted. Opening one clears the status line; a link sent through
 * WhatsApp is marked on the server, then the list (`refresh`) is read again.
 */
export function useGuestPageActions({
  setStatus,
  refresh,
}: {
  setStatus: (status: StatusState) => void;
  refresh: () => Promise<unknown>;
}) {
  const [dialog, setDialog] = useState<GuestPageDialogState>(null);
  const [removing, setRemoving] = useState<OwnerGuest | null>(null);
  const [qrGuest, setQrGuest] = useState<OwnerGuest | null>(null);
  const listHeading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusReturn();
  const qrDone = useCallback(() => setQrGuest(null), []);

  const open = (next: GuestPageDialogState, opener?: HTMLElement) => {
    focus.remember(opener);
    setStatus(null);
    setDialog(next);
  };
  const closeDialog = () => {
    setDialog(null);
    focus.restore(listHeading.current);
  };
  const handlers: GuestActionHandlers = {
    onSent: (guest) => {
      // The chat opens in its own tab; the list here says the link went out.
      ownerGuestCalls
        .markSent(guest.id)
        .then(refresh)
        .catch((error: unknown) => setStatus({ kind: 'error', text: errorText(error) }));
    },
    onCopied: (guest) => setStatus({ kind: 'success', text: `Tautan pribadi ${guest.name} disalin` }),
    onQrCode: (guest) => setQrGuest(guest),
    onEdit: (guest) => open({ kind: 'form', guest }),
    onAnswer: (guest) => open({ kind: 'answer', guest }),
    onRemove: (guest) => {
      focus.remember();
      setStatus(null);
      setRemoving(guest);
    },
  };

  return {
    dialog,
    removing,
    qrGuest,
    qrDone,
    listHeading,
    handlers,
    addGuest: (opener: HTMLElement) => open({ kind: 'form', guest: null }, opener),
    importGuests: (opener: HTMLElement) => open({ kind: 'import' }, opener),
    groupSeats: (opener: HTMLElement) => open({ kind: 'groupSeats' }, opener),
    closeDialog,
    /** The guest form saved: `text` says so. */
    saved: (text: string) => {
      setStatus({ kind: 'success', text });
      closeDialog();
    },
    /** The import closed, done or not: the list is read again. */
    imported: () => {
      void refresh();
      closeDialog();
    },
    /** The question before a deletion is answered (or the deletion is over). */
    closeRemoval: () => {
      setRemoving(null);
      focus.restore(listHeading.current);
    },
  };
}
