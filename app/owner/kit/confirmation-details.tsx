import { displayWhatsAppNumber, whatsAppChatUrl } from '../../../engine/format/phone-number';
import { CopyButton } from '../../../renderers/shared/copy-button';
import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import { Badge } from '../../ui/badge';
import { CONFIRMATION_STATUS, purchaseDay } from './confirmation-facts';
import './confirmation-details.css';

/** What the couple may send the buyer on WhatsApp, ready in the chat: the buyer and the gift named. */
export const thankYouText = (buyer: string, item: string) =>
  `Halo ${buyer}, terima kasih banyak atas kado ${item} untuk pernikahan kami!`;

/**
 * One gift confirmation as the owner reads it: the buyer and the status, their WhatsApp number (a
 * chat with a thank-you ready to send), the purchase day, the expedition, the receipt number (with
 * 'Salin') and their note. Shown in the wishlist's 'Lihat konfirmasi' dialog and on the
 * guests' 'Konfirmasi Kado' page (gift-editor.css).
 */
export function ConfirmationDetails({ confirmation, itemName }: { confirmation: GiftConfirmation; itemName: string }) {
  const status = CONFIRMATION_STATUS[confirmation.status];
  return (
    <>
      <div className="gift-confirmations__head">
        <strong>{confirmation.buyer_name}</strong>
        <Badge color={status.color}>{status.label}</Badge>
      </div>
      <dl className="gift-confirmations__facts">
        <dt>WhatsApp</dt>
        <dd>
          <a
            href={whatsAppChatUrl(confirmation.whatsapp_number, thankYouText(confirmation.buyer_name, itemName))}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Kirim WhatsApp ke ${confirmation.buyer_name} (${displayWhatsAppNumber(confirmation.whatsapp_number)})`}
          >
            {displayWhatsAppNumber(confirmation.whatsapp_number)}
          </a>
        </dd>
        <dt>Tanggal pembelian</dt>
        <dd>{purchaseDay(confirmation.purchase_date)}</dd>
        <dt>Ekspedisi</dt>
        <dd>{confirmation.shipping_expedition}</dd>
        <dt>Nomor resi</dt>
        <dd className="confirmation-receipt">
          <span className="gift-confirmations__receipt">{confirmation.shipping_receipt}</span>
          <CopyButton
            value={confirmation.shipping_receipt}
            label="Salin"
            copiedLabel="Disalin"
            className="ui-button ui-button--ghost confirmation-receipt__copy"
          />
        </dd>
        {confirmation.notes && (
          <>
            <dt>Catatan</dt>
            <dd className="confirmation-notes">{confirmation.notes}</dd>
          </>
        )}
      </dl>
    </>
  );
}
