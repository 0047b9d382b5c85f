import type { WishlistGift } from '../../schemas/entities/wishlist-gift.schema';
import { formatRupiah } from '../../engine/format/rupiah';
import { Dialog } from '../shared/dialog';
import { Picture } from '../shared/image';
import { RichText } from '../shared/rich-text';

/** The wishlist dialogs' fixed text (docs/product.md#wishlist). */
export const WISHLIST_DIALOG_TEXT = {
  detailTitle: 'Detail Kado Keinginan',
  confirmTitle: 'Confirm Gift',
  purchase: 'Purchase Gift',
  confirm: 'Confirm Gift',
  close: 'Close',
  quantity: 'Jumlah',
  price: 'Harga',
  shippingAddress: 'Alamat Pengiriman',
} as const;

/**
 * The detail dialog's shipping address is fixed text, not invitation data (docs/product.md#wishlist):
 * the same for every invitation and theme; it is deliberately not read from the physical gifts.
 */
export const WISHLIST_SHIPPING_ADDRESS = 'Jl. Melati No. 8, Kebayoran Baru, Jakarta Selatan, DKI Jakarta 12160';

type Props = {
  item: WishlistGift;
  onClose: () => void;
  /** Opens the 'Confirm Gift' form for this item; without it (no flow) the button is not shown. */
  onConfirm?: () => void;
};

/**
 * 'Detail Kado Keinginan' (docs/product.md#wishlist): the item's image, name, optional description,
 * quantity and price, the fixed shipping address, a 'Purchase Gift' link to the shop and the
 * 'Confirm Gift' button.
 */
export function WishlistDetailDialog({ item, onClose, onConfirm }: Props) {
  const text = WISHLIST_DIALOG_TEXT;
  return (
    <Dialog
      title={text.detailTitle}
      onClose={onClose}
      closeLabel={text.close}
      footer={
        <>
          {item.purchase_url ? (
            <a className="button button--ghost" href={item.purchase_url} target="_blank" rel="noreferrer">
              {text.purchase}
            </a>
          ) : null}
          {onConfirm ? (
            <button type="button" className="button" onClick={onConfirm}>
              {text.confirm}
            </button>
          ) : null}
        </>
      }
    >
      <div className="wishlist-detail">
        {item.image_url ? (
          <Picture className="wishlist-detail__image" src={item.image_url} alt="" width={600} height={600} eager />
        ) : null}
        <p className="wishlist-detail__name">{item.product_name}</p>
        <RichText html={item.description} className="wishlist-detail__description" />
        <dl className="wishlist-detail__facts">
          <div>
            <dt>{text.quantity}</dt>
            <dd>{item.qty} pcs</dd>
          </div>
          <div>
            <dt>{text.price}</dt>
            <dd>{formatRupiah(item.amount)}</dd>
          </div>
          <div className="wishlist-detail__address">
            <dt>{text.shippingAddress}</dt>
            <dd>{WISHLIST_SHIPPING_ADDRESS}</dd>
          </div>
        </dl>
      </div>
    </Dialog>
  );
}
