import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { proposeSlug } from '../../../engine/format/slug';
import { DOOR_CODE_FONT, doorCodeLabel } from '../../../engine/guestbook/door-code';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';

/** The file a guest's QR code downloads as: `qr-<name as a slug>.png`. */
export const qrFileName = (name: string) => `qr-${proposeSlug([name]) || 'tamu'}.png`;

/** The QR code's side in the PNG, and the band under it that holds the door code. */
const QR_SIZE = 512;
const CODE_BAND = 96;

/**
 * The downloaded picture: the QR code, and under it the guest's door code ("Kode: 7K3-9QX", which
 * the usher types when the camera cannot read the code), black on white.
 */
function withDoorCode(qr: HTMLCanvasElement, guestId: string): HTMLCanvasElement {
  const picture = document.createElement('canvas');
  picture.width = QR_SIZE;
  picture.height = QR_SIZE + CODE_BAND;
  const ctx = picture.getContext('2d');
  if (!ctx) return qr;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, picture.width, picture.height);
  ctx.drawImage(qr, 0, 0, QR_SIZE, QR_SIZE);
  ctx.fillStyle = '#000000';
  ctx.textAlign = 'center';
  ctx.font = `700 44px ${DOOR_CODE_FONT}`;
  ctx.fillText(doorCodeLabel(guestId), QR_SIZE / 2, QR_SIZE + 40);
  return picture;
}

/**
 * 'Unduh QR' of one guest: the QR code their own page shows at the guestbook (the guest id,
 * renderers/sections/rsvp-qr-dialog.tsx) with their door code under it, drawn off-screen black on
 * white and downloaded as a PNG.
 */
export function GuestQrDownload({ guest, onDone }: { guest: OwnerGuest; onDone: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) {
      const anchor = document.createElement('a');
      anchor.href = withDoorCode(canvas.current, guest.id).toDataURL('image/png');
      anchor.download = qrFileName(guest.name);
      anchor.click();
    }
    onDone();
  }, [guest, onDone]);
  return (
    <div className="guest-qr-download" aria-hidden="true">
      <QRCodeCanvas ref={canvas} value={guest.id} size={QR_SIZE} marginSize={4} bgColor="#ffffff" fgColor="#000000" />
    </div>
  );
}
