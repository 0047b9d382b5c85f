import { QRCodeCanvas } from 'qrcode.react';
import { useRef } from 'react';
import { Button } from '../../ui/button';

/** The link as a QR code (black on white, for print) and 'Unduh QR Code': a PNG named `<slug>-qr.png`. */
export function ShareQrCode({ slug, link }: { slug: string; link: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const download = () => {
    if (!canvas.current) return;
    const anchor = document.createElement('a');
    anchor.href = canvas.current.toDataURL('image/png');
    anchor.download = `${slug}-qr.png`;
    anchor.click();
  };
  return (
    <div className="dashboard-qr">
      <QRCodeCanvas
        ref={canvas}
        value={link}
        size={176}
        marginSize={2}
        bgColor="#ffffff"
        fgColor="#000000"
        role="img"
        aria-label={`QR Code tautan ${link}`}
        className="dashboard-qr__code"
      />
      <Button variant="secondary" onClick={download}>
        Unduh QR Code
      </Button>
    </div>
  );
}
