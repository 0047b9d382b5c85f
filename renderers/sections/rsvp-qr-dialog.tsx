import { lazy, Suspense } from 'react';
import { Dialog } from '../shared/dialog';

/** The dialog's own text (the RSVP copy has no labels for it). */
export const RSVP_QR_TEXT = { title: 'QR Code', close: 'Tutup' } as const;

const QR_CODE_SIZE = 220;

const RsvpQrCode = lazy(() => import('./rsvp-qr-code'));

/** The QR code's place while its chunk loads, the same size so nothing shifts. */
const placeholder = <span className="rsvp-qr__code rsvp-qr__code--loading" aria-busy="true" />;

/** The guest's QR code for the guestbook at the venue: the guest id encoded, the name beneath. */
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
        <Suspense fallback={placeholder}>
          <RsvpQrCode value={guestId} title={guestName} size={QR_CODE_SIZE} />
        </Suspense>
        <p className="rsvp-qr__name">{guestName}</p>
      </div>
    </Dialog>
  );
}
