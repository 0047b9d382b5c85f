import { useCallback, useId, useRef, useState } from 'react';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';
import { useDismiss } from '../../ui/use-dismiss';
import { GuestCopyLink } from '../kit/guest-copy-link';
import { guestWhatsAppUrl, personalLink, type GuestMessageSource } from '../kit/personal-link';

export type GuestActionHandlers = {
  /** 'Kirim via WhatsApp' was followed: the link counts as sent. */
  onSent: (guest: OwnerGuest) => void;
  onCopied: (guest: OwnerGuest) => void;
  onQrCode: (guest: OwnerGuest) => void;
  onEdit: (guest: OwnerGuest) => void;
  onRemove: (guest: OwnerGuest) => void;
  /** 'Catat jawaban': the guest's answer as the owner records it (docs/product.md#owner-answers). */
  onAnswer?: (guest: OwnerGuest) => void;
};

/** A word of a button that only screen readers hear: whose row it acts on. */
const whose = (text: string) => (
  <>
    {' '}
    <span className="visually-hidden">{text}</span>
  </>
);

/**
 * What the owner does with one guest: send the personal link through WhatsApp (the chat with their
 * number, the invitation's message filled in) and copy the link; in 'Lainnya' the less common: change the guest,
 * download their QR code, delete them. Every button names the guest to screen readers.
 */
export function GuestActions({
  guest,
  slug,
  messages,
  handlers,
  narrow = false,
}: {
  guest: OwnerGuest;
  slug: string;
  /** The owner's messages: the invitation's, filled in for the guest (engine/messages/guest-message.ts). */
  messages: GuestMessageSource | undefined;
  handlers: GuestActionHandlers;
  /** In a table's cell: 'Lainnya' is a '⋯' button (its name the same to screen readers). */
  narrow?: boolean;
}) {
  return (
    <div className="guest-actions">
      <a
        className="ui-button ui-button--primary guest-actions__button guest-actions__whatsapp"
        href={guestWhatsAppUrl(guest, slug, messages)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={() => handlers.onSent(guest)}
      >
        Kirim via WhatsApp{whose(`ke ${guest.name}`)}
      </a>
      <GuestCopyLink
        link={personalLink(slug, guest.code)}
        guestName={guest.name}
        onCopied={() => handlers.onCopied(guest)}
      />
      <MoreMenu guest={guest} handlers={handlers} narrow={narrow} />
    </div>
  );
}

/** 'Lainnya': a small menu under its button, closed by a press outside, Escape or leaving it by Tab. */
function MoreMenu({ guest, handlers, narrow }: { guest: OwnerGuest; handlers: GuestActionHandlers; narrow: boolean }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  useDismiss(open, close, root, button, { focusLeaving: true });
  const choose = (action: (guest: OwnerGuest) => void) => () => {
    setOpen(false);
    // The focus goes back to 'Lainnya', and from there a dialog takes it and gives it back.
    button.current?.focus();
    action(guest);
  };
  return (
    <div className="guest-more" ref={root}>
      <button
        ref={button}
        type="button"
        className={`ui-button ui-button--ghost guest-actions__button guest-more__button${narrow ? ' guest-more__button--dots' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {narrow ? (
          <>
            <span className="guest-more__dots" aria-hidden="true" />
            <span className="visually-hidden">Lainnya untuk {guest.name}</span>
          </>
        ) : (
          <>
            Lainnya{whose(`untuk ${guest.name}`)}
            <span className="guest-more__caret" aria-hidden="true" />
          </>
        )}
      </button>
      <div id={panelId} className="ui-menu guest-more__panel" hidden={!open}>
        <button type="button" onClick={choose(handlers.onEdit)}>
          Ubah{whose(guest.name)}
        </button>
        <button type="button" onClick={choose(handlers.onQrCode)}>
          Unduh QR{whose(guest.name)}
        </button>
        <button type="button" className="guest-more__danger" onClick={choose(handlers.onRemove)}>
          Hapus{whose(guest.name)}
        </button>
      </div>
    </div>
  );
}
