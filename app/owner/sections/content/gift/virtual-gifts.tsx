import type { VirtualGift } from '../../../../../schemas/entities/virtual-gift.schema';
import { virtualGiftUpdateSchema } from '../../../../../schemas/requests/content';
import { virtualGiftContentUi } from '../../../../../schemas/requests/gift.ui';
import { virtualGiftCalls } from '../../../../api/gift-calls';
import { Badge } from '../../../../ui/badge';
import { ContentList } from '../content-list';
import { ActiveBadge } from './active-badge';
import type { GiftListProps } from './gift-list-props';

/** Rekening & Dompet Digital: the accounts guests may transfer to, each active or not. */
export function VirtualGifts({ invitationId, items, versions, onDraft, onDirtyChange }: GiftListProps<VirtualGift>) {
  return (
    <ContentList<VirtualGift>
      heading="Rekening & Dompet Digital"
      itemName="rekening"
      addLabel="Tambah rekening / dompet digital"
      emptyText="Belum ada rekening atau dompet digital untuk tamu yang ingin mengirim kado lewat transfer."
      schema={virtualGiftUpdateSchema}
      uiSchema={virtualGiftContentUi}
      items={items}
      versions={versions}
      summary={(gift) => (
        <div className="gift-summary">
          <div className="gift-summary__text">
            <strong>{gift.channel_type}</strong>
            <small className="gift-summary__number">{gift.account_number}</small>
            <small>a.n. {gift.account_name}</small>
          </div>
          <div className="gift-summary__badges">
            {gift.qris_image ? <Badge color="#2b5f8e">QRIS</Badge> : null}
            <ActiveBadge active={gift.is_active} />
          </div>
        </div>
      )}
      calls={virtualGiftCalls}
      invitationId={invitationId}
      newItem={{ is_active: true }}
      onDraft={onDraft}
      onDirtyChange={onDirtyChange}
    />
  );
}
