import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { isBooked } from '../../../engine/content/gifts';
import { giftConfirmationsCsv } from '../../../engine/guests/guest-csv-export';
import type { GiftConfirmation } from '../../../schemas/entities/gift-confirmation.schema';
import type { WishlistGift } from '../../../schemas/entities/wishlist-gift.schema';
import { contentQuery } from '../../queries/owner-queries';
import { Badge } from '../../ui/badge';
import { StatusMessage } from '../../ui/status-message';
import { confirmedCount } from '../kit/confirmation-facts';
import { ConfirmationDetails } from '../kit/confirmation-details';
import { CsvExportButton } from '../kit/csv-export-button';
import { ConfirmationMarks } from './confirmation-marks';
import { confirmationsQuery } from '../../queries/owner-wish-queries';
import './gift-confirmations-panel.css';

/** The confirmations of each wishlist item, by the item's id. */
function byItem(confirmations: GiftConfirmation[]): Map<string, GiftConfirmation[]> {
  const groups = new Map<string, GiftConfirmation[]>();
  for (const confirmation of confirmations) {
    const group = groups.get(confirmation.invitation_wishlist_id);
    if (group) group.push(confirmation);
    else groups.set(confirmation.invitation_wishlist_id, [confirmation]);
  }
  return groups;
}

/**
 * 'Konfirmasi Kado': each wishlist item with the confirmations guests sent for it (who, their
 * WhatsApp, the purchase, the shipment, the status), each to be marked received and its buyer
 * thanked through WhatsApp. 'Ekspor CSV' saves them all.
 */
export function GiftConfirmationsPanel({ invitationId, slug }: { invitationId: string; slug: string }) {
  const content = useQuery(contentQuery(invitationId));
  const confirmations = useQuery(confirmationsQuery(invitationId));
  const countId = useId();

  const failure = content.error ?? confirmations.error;
  if (failure) return <StatusMessage state={{ kind: 'error', text: failure.message }} />;
  if (!content.data || !confirmations.data) return <p aria-busy="true">Memuat konfirmasi kado…</p>;

  const items = content.data.gifts.wishlist;
  const all = confirmations.data;
  if (items.length === 0) {
    return (
      <div className="gift-panel__empty">
        <p>Belum ada kado wishlist.</p>
        <Link
          className="ui-button ui-button--secondary"
          to={`/invitation/${encodeURIComponent(invitationId)}/section/gift`}
        >
          Tambah kado keinginan
        </Link>
      </div>
    );
  }

  const groups = byItem(all);
  const exportAll = () => ({
    filename: `konfirmasi-kado-${slug}.csv`,
    content: giftConfirmationsCsv(
      all,
      items.map(({ id, product_name }) => ({ id, product_name })),
    ),
  });
  return (
    <div className="gift-panel">
      <div className="wish-toolbar">
        <p className="wish-panel__count" id={countId}>
          {all.length} konfirmasi untuk {items.length} kado
        </p>
        <CsvExportButton makeFile={exportAll} disabled={all.length === 0} describedBy={countId} />
      </div>
      <ul className="gift-items">
        {items.map((item) => (
          <li key={item.id}>
            <WishlistItemConfirmations
              invitationId={invitationId}
              item={item}
              confirmations={groups.get(item.id) ?? []}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function WishlistItemConfirmations({
  invitationId,
  item,
  confirmations,
}: {
  invitationId: string;
  item: WishlistGift;
  confirmations: GiftConfirmation[];
}) {
  const titleId = useId();
  return (
    <section className="gift-item" aria-labelledby={titleId}>
      <header className="gift-item__head">
        {item.image_url ? (
          <img className="gift-item__image" src={item.image_url} alt="" width={48} height={48} />
        ) : null}
        <div className="gift-item__title">
          <h3 id={titleId}>{item.product_name}</h3>
          <p className="gift-item__count">
            {confirmedCount(confirmations.length, item.qty)}
            {isBooked(item) && <Badge color="#8e3b52">Sudah terpesan</Badge>}
          </p>
        </div>
      </header>
      {confirmations.length === 0 ? (
        <p className="gift-item__empty">Belum ada konfirmasi</p>
      ) : (
        <ol className="gift-confirmations__list">
          {confirmations.map((confirmation) => (
            <li key={confirmation.id} className="gift-confirmations__item">
              <ConfirmationDetails confirmation={confirmation} itemName={item.product_name} />
              <ConfirmationMarks invitationId={invitationId} confirmation={confirmation} itemName={item.product_name} />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
