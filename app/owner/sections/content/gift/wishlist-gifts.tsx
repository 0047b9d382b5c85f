import { useState } from 'react';
import { isBooked } from '../../../../../engine/content/gifts';
import { formatRupiah } from '../../../../../engine/format/rupiah';
import type { WishlistGift } from '../../../../../schemas/entities/wishlist-gift.schema';
import { wishlistGiftUpdateSchema } from '../../../../../schemas/requests/content';
import { wishlistGiftContentUi } from '../../../../../schemas/requests/gift.ui';
import { wishlistGiftCalls } from '../../../../api/gift-calls';
import { Badge } from '../../../../ui/badge';
import { Button } from '../../../../ui/button';
import { ContentList } from '../content-list';
import { confirmedCount } from '../../../kit/confirmation-facts';
import type { GiftListProps } from './gift-list-props';
import { WishlistConfirmationsDialog } from './wishlist-confirmations';

/**
 * Kado Keinginan: the gifts the couple wish for, always listed on the invitation. Each card says how
 * many guests confirmed buying it against its quantity ('Sudah terpesan' once they reach it), and
 * 'Lihat konfirmasi' shows who they are.
 */
export function WishlistGifts({ invitationId, items, versions, onDraft, onDirtyChange }: GiftListProps<WishlistGift>) {
  const [viewing, setViewing] = useState<string | null>(null);
  const viewed = items.find((item) => item.id === viewing) ?? null;
  return (
    <>
      <ContentList<WishlistGift>
        heading="Kado Keinginan"
        itemName="kado"
        addLabel="Tambah kado keinginan"
        emptyText="Belum ada kado keinginan. Tambahkan barang yang kalian harapkan, tamu bisa membelinya untuk kalian."
        schema={wishlistGiftUpdateSchema}
        uiSchema={wishlistGiftContentUi}
        items={items}
        versions={versions}
        summary={(item) => (
          <div className="gift-summary">
            {item.image_url ? (
              <img className="gift-summary__image" src={item.image_url} alt="" width={56} height={56} />
            ) : null}
            <div className="gift-summary__text">
              <strong>{item.product_name}</strong>
              <small>
                {formatRupiah(item.amount)} · {item.qty} pcs
              </small>
              <small>{confirmedCount(item.confirmation.length, item.qty)}</small>
            </div>
            {isBooked(item) && (
              <div className="gift-summary__badges">
                <Badge color="#8e3b52">Sudah terpesan</Badge>
              </div>
            )}
          </div>
        )}
        itemActions={(item) => (
          <Button variant="ghost" aria-haspopup="dialog" onClick={() => setViewing(item.id)}>
            Lihat konfirmasi
          </Button>
        )}
        calls={wishlistGiftCalls}
        invitationId={invitationId}
        newItem={{ qty: 1 }}
        onDraft={onDraft}
        onDirtyChange={onDirtyChange}
      />
      <WishlistConfirmationsDialog invitationId={invitationId} item={viewed} onClose={() => setViewing(null)} />
    </>
  );
}
