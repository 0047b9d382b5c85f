import { fillShareCaption, whatsAppShareUrl } from '../../../engine/format/share-caption';
import { CopyButton } from '../../../renderers/shared/copy-button';
import { publicLink } from '../kit/public-link';
import { ShareQrCode } from './share-qr-code';
import { DashboardCard } from './dashboard-card';

/**
 * The invitation's link to share (docs/product.md#share-caption): the address with 'Salin', the
 * caption sent through WhatsApp, and the link as a QR code to download.
 */
export function SharePanel({ slug, caption }: { slug: string; caption: string | undefined }) {
  const link = publicLink(slug);
  const text = fillShareCaption(caption, { link });
  return (
    <DashboardCard title="Bagikan undangan" titleId="dashboard-share-title">
      <p className="dashboard-share__label" id="dashboard-share-link">
        Tautan undangan
      </p>
      <div className="dashboard-share__link">
        <a href={link} target="_blank" rel="noopener noreferrer" aria-describedby="dashboard-share-link">
          {link}
        </a>
        <CopyButton value={link} label="Salin" copiedLabel="Disalin" className="ui-button ui-button--secondary" />
      </div>
      <a
        className="ui-button ui-button--primary dashboard-share__whatsapp"
        href={whatsAppShareUrl(text)}
        target="_blank"
        rel="noopener noreferrer"
      >
        Bagikan ke WhatsApp
      </a>
      <details className="dashboard-share__caption">
        <summary>Lihat teks yang dibagikan</summary>
        <p>{text}</p>
      </details>
      <ShareQrCode slug={slug} link={link} />
    </DashboardCard>
  );
}
