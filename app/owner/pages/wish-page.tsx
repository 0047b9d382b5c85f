import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useAddressParams } from '../kit/use-address-params';
import { invitationQuery } from '../../queries/owner-queries';
import { GiftConfirmationsPanel } from '../gift-confirmations/gift-confirmations-panel';
import { Tabs } from '../wishes/wish-tabs';
import { WishesPanel } from '../wishes/wishes-panel';
import './wish-page.css';

type TabKey = 'ucapan' | 'kado';

/**
 * Tamu › Ucapan & Kado (docs/product.md#owner-area): the wishes and prayers guests sent, and the
 * wishlist gifts they confirmed buying, each on its own tab (`?tab=kado` opens the gifts). Both
 * belong to the root invitation, so every version shows the same.
 */
export function Component() {
  const { id = '' } = useParams();
  const { data: invitation } = useQuery(invitationQuery(id));
  const [params, setParams] = useAddressParams();
  const tab: TabKey = params.get('tab') === 'kado' ? 'kado' : 'ucapan';
  const slug = invitation?.slug ?? '';
  return (
    <main className="owner-page wish-page">
      <h1 className="owner-page__title">Ucapan &amp; Kado</h1>
      <p className="owner-page__lead">Ucapan dan doa dari tamu, serta kado wishlist yang sudah mereka konfirmasi.</p>
      <Tabs<TabKey>
        label="Ucapan & Kado"
        selected={tab}
        onSelect={(key) => setParams(key === 'kado' ? { tab: 'kado' } : {}, { replace: true })}
        tabs={[
          { key: 'ucapan', label: "Ucapan & Do'a", panel: <WishesPanel invitationId={id} slug={slug} /> },
          { key: 'kado', label: 'Konfirmasi Kado', panel: <GiftConfirmationsPanel invitationId={id} slug={slug} /> },
        ]}
      />
    </main>
  );
}
