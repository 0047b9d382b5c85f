import type { PhysicalGift } from '../../schemas/entities/physical-gift.schema';
import type { VirtualGift } from '../../schemas/entities/virtual-gift.schema';
import type { WishlistGift } from '../../schemas/entities/wishlist-gift.schema';
import type { SectionCopy } from '../../schemas/sections';
import type { GiftConfirmationActor } from '../../engine/machines/gift-confirmation.machine';
import { useCallback, useState, type ReactNode } from 'react';
import { remainingOf } from '../../engine/content/gifts';
import { formatRupiah } from '../../engine/format/rupiah';
import { CopyButton } from '../shared/copy-button';
import { MapsLink } from '../shared/maps-link';
import { Picture } from '../shared/image';
import { GiftQris } from './gift-qris';
import { loadPurchaseDateCalendar } from './purchase-date-chunk';
import { WishlistDetailDialog } from './wishlist-detail-dialog';

type Labels = SectionCopy<'gift'>['labels'];

/** The card's expiry is decoration, fixed text (docs/product.md#gift-types). */
const CARD_EXPIRY = '12/29';

/** What is left of a wishlist item while guests may still confirm it: 'Sisa 2 dari 3' (docs/product.md#wishlist). */
export const remainingText = (remaining: number, qty: number) => `Sisa ${remaining} dari ${qty}`;

export function VirtualGiftCard({ gift, labels }: { gift: VirtualGift; labels: Labels }) {
  return (
    <article className="gift-card gift-card--virtual">
      <p className="gift-card__channel">{gift.channel_type}</p>
      <span className="gift-card__chip" aria-hidden="true" />
      <p className="gift-card__number">{gift.account_number}</p>
      <div className="gift-card__footer">
        <p className="gift-card__holder">{gift.account_name}</p>
        <p className="gift-card__expiry" aria-hidden="true">
          {CARD_EXPIRY}
        </p>
      </div>
      <CopyButton value={gift.account_number.replace(/\D/g, '')} label={labels.copy} copiedLabel={labels.copied} />
      {gift.qris_image ? <GiftQris gift={gift} image={gift.qris_image} /> : null}
    </article>
  );
}

export function PhysicalGiftCard({ gift, labels }: { gift: PhysicalGift; labels: Labels }) {
  return (
    <article className="gift-card gift-card--physical">
      <p className="gift-card__recipient">{gift.recipient_name}</p>
      <p className="gift-card__address">{gift.recipient_address}</p>
      <div className="gift-card__actions">
        <MapsLink url={gift.recipient_address_url} label={labels.open_maps} small />
        <CopyButton value={gift.recipient_address} label={labels.copy_address} copiedLabel={labels.copied} />
      </div>
    </article>
  );
}

/**
 * The wishlist (docs/product.md#wishlist): a two-column grid; a booked item is greyed with its stamp,
 * any other says what is left ('Sisa 2 dari 3'). A card that is not booked opens its detail dialog
 * when tapped (an item of quantity 3 with one confirmation too), as does 'See Detail', shown only
 * while an item has no confirmation. The dialog's 'Confirm Gift' hands the item to the gift
 * confirmation flow when there is one, until the confirmations reach the quantity.
 */
export function WishlistGrid({
  items,
  labels,
  flow,
}: {
  items: WishlistGift[];
  labels: Labels;
  flow?: GiftConfirmationActor;
}) {
  const [detailId, setDetailId] = useState<string | null>(null);
  const closeDetail = useCallback(() => setDetailId(null), []);
  const openDetail = (itemId: string) => {
    setDetailId(itemId);
    // With the flow, the confirmation form may follow: its calendar's chunk starts loading now.
    if (flow) loadPurchaseDateCalendar().catch(() => {});
  };
  const detail = items.find((item) => item.id === detailId);
  const confirm =
    flow && detail
      ? () => {
          setDetailId(null);
          flow.send({ type: 'gift.open', itemId: detail.id });
        }
      : undefined;
  return (
    <>
      <ul className="wishlist">
        {items.map((item) => {
          const remaining = remainingOf(item);
          const booked = remaining === 0;
          return (
            <li key={item.id} className={booked ? 'wishlist__item wishlist__item--booked' : 'wishlist__item'}>
              {item.image_url ? (
                <Picture className="wishlist__image" src={item.image_url} alt="" width={600} height={600} />
              ) : null}
              {booked ? <span className="wishlist__stamp">{labels.booked}</span> : null}
              <p className="wishlist__name">
                {booked ? (
                  item.product_name
                ) : (
                  // The whole card opens the detail (the button's hit area covers it, gift-flow.css).
                  <DetailButton className="wishlist__open" onOpen={() => openDetail(item.id)}>
                    {item.product_name}
                  </DetailButton>
                )}
              </p>
              <p className="wishlist__price">{formatRupiah(item.amount)}</p>
              <p className="wishlist__qty">{item.qty} pcs</p>
              {booked ? null : <p className="wishlist__remaining">{remainingText(remaining, item.qty)}</p>}
              {item.confirmation.length === 0 ? (
                <DetailButton className="wishlist__detail" onOpen={() => openDetail(item.id)}>
                  {labels.see_detail}
                </DetailButton>
              ) : null}
            </li>
          );
        })}
      </ul>
      {detail ? <WishlistDetailDialog item={detail} onClose={closeDetail} onConfirm={confirm} /> : null}
    </>
  );
}

/** A button that opens a wishlist item's detail dialog. */
function DetailButton({ className, onOpen, children }: { className: string; onOpen: () => void; children: ReactNode }) {
  return (
    <button type="button" className={className} aria-haspopup="dialog" onClick={onOpen}>
      {children}
    </button>
  );
}
