import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Wish } from '../../../schemas/entities/wish.schema';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { useReportedWrite } from '../kit/use-reported-write';
import { wishesQuery } from '../../queries/owner-wish-queries';
import { WishesPanelList } from './wishes-panel-list';
import { WishesPanelToolbar } from './wishes-panel-toolbar';
import './wishes-panel.css';

/**
 * 'Ucapan & Do'a': the wishes guests sent, newest first, searched on the server by name or message,
 * 20 at a time ('Muat lebih banyak'). 'Hapus' asks first; the wish then leaves the invitation's page
 * too. 'Ekspor CSV' saves every wish.
 */
export function WishesPanel({ invitationId, slug }: { invitationId: string; slug: string }) {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), 300);
  const wishes = useInfiniteQuery(wishesQuery(invitationId, q));
  const [removing, setRemoving] = useState<Wish | null>(null);
  const { busy, outcome, run } = useReportedWrite();
  // The times are read against the moment the page opened (rendering stays pure).
  const [now] = useState(() => Date.now());

  const list = wishes.data?.pages.flatMap((page) => page.data) ?? [];
  const total = wishes.data?.pages[0]?.meta.total ?? 0;
  const searched = wishes.data !== undefined && q !== '';

  const remove = (wish: Wish) =>
    run(
      async () => {
        await ownerGuestCalls.removeWish(wish.id);
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: ownerKeys.wishes(invitationId) }),
          queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) }),
        ]);
      },
      `Ucapan dari ${wish.name} dihapus.`,
      () => setRemoving(null),
    );

  return (
    <div className="wish-panel">
      <WishesPanelToolbar
        invitationId={invitationId}
        slug={slug}
        search={search}
        onSearch={setSearch}
        total={wishes.data ? total : null}
        q={q}
      />
      <StatusMessage state={outcome} />
      <WishesPanelList
        wishes={list}
        loading={wishes.isPending}
        failure={wishes.isError ? wishes.error.message : null}
        refreshing={wishes.isPlaceholderData}
        searchedFor={searched ? q : null}
        now={now}
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
