import { QRCodeCanvas } from 'qrcode.react';
import { useEffect, useRef } from 'react';
import { proposeSlug } from '../../../engine/format/slug';
import type { OwnerGuest } from '../../../schemas/responses/owner-guests';

/** The file a guest's QR code downloads as: `qr-<name as a slug>.png`. */
export const qrFileName = (name: string) => `qr-${proposeSlug([name]) || 'tamu'}.png`;

/**
 * 'Unduh QR' of one guest: the QR code their own page shows at the guestbook (the guest id,
 * renderers/sections/rsvp-qr-dialog.tsx), drawn off-screen black on white and downloaded as a PNG.
 */
export function GuestQrDownload({ guest, onDone }: { guest: OwnerGuest; onDone: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (canvas.current) {
      const anchor = document.createElement('a');
      anchor.href = canvas.current.toDataURL('image/png');
      anchor.download = qrFileName(guest.name);
      anchor.click();
    }
    onDone();
  }, [guest, onDone]);
  return (
    <div className="guest-qr-download" aria-hidden="true">
      <QRCodeCanvas ref={canvas} value={guest.id} size={512} marginSize={4} bgColor="#ffffff" fgColor="#000000" />
    </div>
  );
}
