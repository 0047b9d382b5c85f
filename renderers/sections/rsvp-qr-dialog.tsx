import { Dialog } from '../shared/dialog';
import { LazyPart, LoadFailed } from '../shared/lazy-part';

/** The dialog's own text (the RSVP copy has no labels for it). */
export const RSVP_QR_TEXT = {
  title: 'QR Code',
  close: 'Tutup',
  failed: 'QR Code gagal dimuat. Periksa koneksi Anda.',
  retry: 'Coba Lagi',
} as const;

const QR_CODE_SIZE = 220;

const loadQrCode = () => import('./rsvp-qr-code');

/** The QR code's place while its chunk loads, the same size so nothing shifts. */
const placeholder = <span className="rsvp-qr__code rsvp-qr__code--loading" aria-busy="true" />;

/** The guest's QR code for the guestbook at the venue: the guest id encoded, its door code and the name beneath. */
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
        <LazyPart
          load={loadQrCode}
          props={{ value: guestId, title: guestName, size: QR_CODE_SIZE, withDoorCode: true }}
          pending={placeholder}
          failed={(retry) => (
            <LoadFailed
              className="rsvp-qr__failed"
              message={RSVP_QR_TEXT.failed}
              retryLabel={RSVP_QR_TEXT.retry}
              retry={retry}
            />
          )}
        />
        <p className="rsvp-qr__name">{guestName}</p>
      </div>
    </Dialog>
  );
}
