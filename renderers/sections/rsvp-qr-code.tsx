import { QRCodeSVG } from 'qrcode.react';

/**
 * The guest id as a QR code: dark modules on white whatever the theme, so every scanner reads it.
 * Its own chunk (qrcode.react), loaded when the guest opens the QR dialog.
 */
export default function RsvpQrCode({ value, title, size }: { value: string; title: string; size: number }) {
  return (
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
  );
}
