import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Wish } from '../../../schemas/entities/wish.schema';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import type { WishStatusRequest } from '../../../schemas/requests/wish-moderation';
import { wishModerationCalls } from '../../api/wish-moderation-calls';
import { useAddressParams } from '../kit/use-address-params';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { WISH_FILTER_PARAM } from '../kit/wishes-page-path';
import { useReportedWrite } from '../kit/use-reported-write';
import { wishesQuery } from '../../queries/owner-wish-queries';
import { WishesPanelList } from './wishes-panel-list';
import { WishesPanelToolbar } from './wishes-panel-toolbar';
import { WishModerationSetting } from './wish-moderation-setting';
import { WISH_FILTERS, WishStatusFilter, wishFilterOf, type WishFilter } from './wish-status-filter';
import './wishes-panel.css';

/** What the page says once a wish's status changed. */
const statusSaid = (wish: Wish, status: WishStatusRequest['status']) =>
  status === 'hidden'
    ? `Ucapan dari ${wish.name} disembunyikan dari undangan.`
    : wish.status === 'pending'
      ? `Ucapan dari ${wish.name} disetujui dan kini tampil di undangan.`
      : `Ucapan dari ${wish.name} tampil lagi di undangan.`;

/**
 * 'Ucapan & Do'a': whether guests' wishes show at once or after approval (docs/product.md#wish-moderation),
 * then the wishes guests sent, newest first, filtered ('Semua', 'Menunggu', 'Disembunyikan', with
 * counts), searched on the server by name or message, 20 at a time ('Muat lebih banyak'). A waiting
 * wish can be approved or hidden, a shown one hidden, a hidden one shown again; 'Hapus' asks first; the
 * wish then leaves the invitation's page too. 'Ekspor CSV' saves every wish.
 */
export function WishesPanel({ invitationId, slug }: { invitationId: string; slug: string }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const [params, setParams] = useAddressParams();
  const filter = wishFilterOf(params.get(WISH_FILTER_PARAM));
  const wishes = useInfiniteQuery(wishesQuery(invitationId, q, filter === 'all' ? undefined : filter));
  const [removing, setRemoving] = useState<Wish | null>(null);
  const [changing, setChanging] = useState<string | null>(null);
  const { busy, outcome, run } = useReportedWrite();
  // The times are read against the moment the page opened (rendering stays pure).
  const [now] = useState(() => Date.now());

  const list = wishes.data?.pages.flatMap((page) => page.data) ?? [];
  const total = wishes.data?.pages[0]?.meta.total ?? 0;
  const searched = wishes.data !== undefined && q !== '';

  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerKeys.wishes(invitationId) }),
      queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) }),
    ]);
  const remove = (wish: Wish) =>
    run(
      async () => {
        await ownerGuestCalls.removeWish(wish.id);
        await refresh();
      },
      `Ucapan dari ${wish.name} dihapus.`,
      () => setRemoving(null),
    );
  const changeStatus = (wish: Wish, status: WishStatusRequest['status']) => {
    setChanging(wish.id);
    return run(
      async () => {
        await wishModerationCalls.setStatus(wish.id, status);
        await refresh();
      },
      statusSaid(wish, status),
      () => setChanging(null),
    );
  };
  const selectFilter = (next: WishFilter) =>
    setParams(
      (current) => {
        const address = WISH_FILTERS.find((one) => one.key === next)?.address ?? '';
        if (address) current.set(WISH_FILTER_PARAM, address);
        else current.delete(WISH_FILTER_PARAM);
        return current;
      },
      { replace: true },
    );

  return (
    <div className="wish-panel">
      <WishModerationSetting invitationId={invitationId} />
      <WishesPanelToolbar
        invitationId={invitationId}
        slug={slug}
        search={search}
        onSearch={setSearch}
        total={wishes.data ? total : null}
        q={q}
      />
      <WishStatusFilter selected={filter} counts={wishes.data?.pages[0]?.meta.counts} onSelect={selectFilter} />
      <StatusMessage state={outcome} />
      <WishesPanelList
        wishes={list}
        loading={wishes.isPending}
        failure={wishes.isError ? wishes.error.message : null}
        refreshing={wishes.isPlaceholderData}
        searchedFor={searched ? q : null}
        filter={filter}
        now={now}
        changing={changing}
        onStatus={(wish, status) => void changeStatus(wish, status)}
        onRemove={setRemoving}
      />
      {wishes.hasNextPage && (
        <Button
          variant="secondary"
          className="wish-panel__more"
          busy={wishes.isFetchingNextPage}
          onClick={() => void wishes.fetchNextPage()}
        >
          {wishes.isFetchingNextPage ? 'Memuat…' : 'Muat lebih banyak'}
        </Button>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={`Hapus ucapan dari ${removing?.name ?? ''}?`}
        confirmLabel="Hapus"
        danger
        busy={busy}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      >
        <p>Ucapan ini juga hilang dari halaman undangan.</p>
      </ConfirmDialog>
    </div>
  );
}
