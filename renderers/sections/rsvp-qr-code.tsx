import { QRCodeSVG } from 'qrcode.react';
import { doorCodeOf, formatDoorCode } from '../../engine/guestbook/door-code';

/**
 * The guest id as a QR code: dark modules on white whatever the theme, so every scanner reads it;
 * beneath it the guest's door code (engine/guestbook/door-code.ts), for the usher to type when the
 * camera cannot read the code. Its own chunk (qrcode.react), loaded when the guest opens the QR dialog.
 */
export default function RsvpQrCode({
  value,
  title,
  size,
  withDoorCode = false,
}: {
  value: string;
  title: string;
  size: number;
  /** The guest's page shows the door code under the code; the e-invitation card draws its own. */
  withDoorCode?: boolean;
}) {
  return (
    <>
      <QRCodeSVG
        className="rsvp-qr__code"
        value={value}
        size={size}
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        title={title}
        data-testid="rsvp-qr-code"
      />
      {withDoorCode && (
        <p className="rsvp-qr__door-code">
          Kode: <span className="rsvp-qr__door-code-value">{formatDoorCode(doorCodeOf(value))}</span>
        </p>
      )}
    </>
  );
}
