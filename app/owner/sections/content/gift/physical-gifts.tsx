import type { PhysicalGift } from '../../../../../schemas/entities/physical-gift.schema';
import { physicalGiftUpdateSchema } from '../../../../../schemas/requests/content';
import { physicalGiftContentUi } from '../../../../../schemas/requests/gift.ui';
import { physicalGiftCalls } from '../../../../api/gift-calls';
import { ContentList } from '../content-list';
import { ActiveBadge } from './active-badge';
import type { GiftListProps } from './gift-list-props';

/** Kirim Kado: where guests may send a parcel, each address active or not. */
export function PhysicalGifts({ invitationId, items, versions, onDraft, onDirtyChange }: GiftListProps<PhysicalGift>) {
  return (
    <ContentList<PhysicalGift>
      heading="Kirim Kado"
      itemName="alamat"
      addLabel="Tambah alamat kirim kado"
      emptyText="Belum ada alamat untuk tamu yang ingin mengirim kado."
      schema={physicalGiftUpdateSchema}
      uiSchema={physicalGiftContentUi}
      items={items}
      versions={versions}
      summary={(gift) => (
        <div className="gift-summary">
          <div className="gift-summary__text">
            <strong>{gift.recipient_name}</strong>
            <small className="gift-summary__address">{gift.recipient_address}</small>
            {gift.recipient_address_url && <small>Dengan tautan peta</small>}
          </div>
          <div className="gift-summary__badges">
            <ActiveBadge active={gift.is_active} />
          </div>
        </div>
      )}
      calls={physicalGiftCalls}
      invitationId={invitationId}
      newItem={{ is_active: true }}
      onDraft={onDraft}
      onDirtyChange={onDirtyChange}
    />
  );
}
