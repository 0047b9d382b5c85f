import { QRCodeSVG } from 'qrcode.react';
import { Dialog } from '../shared/dialog';

/** The dialog's own text (the RSVP copy has no labels for it). */
export const RSVP_QR_TEXT = { title: 'QR Code', close: 'Tutup' } as const;

/**
 * The guest's QR code for the guestbook at the venue: the guest id encoded, the name beneath. Dark
 * modules on white whatever the theme, so every scanner reads it.
 */
export function RsvpQrDialog({
  guestId,
  guestName,
  onClose,
}: {
  guestId: string;
  guestName: string;
  onClose: () => void;
}) {
  return (
    <Dialog title={RSVP_QR_TEXT.title} onClose={onClose} closeLabel={RSVP_QR_TEXT.close}>
      <div className="rsvp-qr">
        <QRCodeSVG
          className="rsvp-qr__code"
          value={guestId}
          size={220}
          marginSize={2}
          bgColor="#ffffff"
          fgColor="#000000"
          title={guestName}
          data-testid="rsvp-qr-code"
        />
        <p className="rsvp-qr__name">{guestName}</p>
      </div>
    </Dialog>
  );
}
