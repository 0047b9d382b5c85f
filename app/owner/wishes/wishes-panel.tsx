import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Wish } from '../../../schemas/entities/wish.schema';
import { TEXT_MAX } from '../../../schemas/limits';
import { ownerGuestCalls } from '../../api/owner-guest-calls';
import { ownerKeys } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { StatusMessage } from '../../ui/status-message';
import { useDebouncedValue } from '../kit/use-debounced-value';
import { wishesCsv } from '../../../engine/guests/guest-csv-export';
import { CsvExportButton } from '../kit/csv-export-button';
import { WishCard } from './wish-card';
import { WISH_EXPORT_SIZE, wishesQuery } from '../../queries/owner-wish-queries';
import { errorText } from '../../api/error-text';
import './wishes-panel.css';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

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
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const countId = useId();
  // The times are read against the moment the page opened (rendering stays pure).
  const [now] = useState(() => Date.now());

  const list = wishes.data?.pages.flatMap((page) => page.data) ?? [];
  const total = wishes.data?.pages[0]?.meta.total ?? 0;
  const searched = wishes.data !== undefined && q !== '';

  const remove = async (wish: Wish) => {
    setBusy(true);
    setOutcome(null);
    try {
      await ownerGuestCalls.removeWish(wish.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ownerKeys.wishes(invitationId) }),
        queryClient.invalidateQueries({ queryKey: ownerKeys.invitation(invitationId) }),
      ]);
      setOutcome({ kind: 'success', text: `Ucapan dari ${wish.name} dihapus.` });
    } catch (error) {
      setOutcome({ kind: 'error', text: errorText(error) });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  const exportAll = async () => {
    const all = await ownerGuestCalls.wishes(invitationId, { page: 1, pageSize: WISH_EXPORT_SIZE });
    return { filename: `ucapan-${slug}.csv`, content: wishesCsv(all.data) };
  };

  return (
    <div className="wish-panel">
      <div className="wish-toolbar">
        <div className="wish-search">
          <label className="visually-hidden" htmlFor={`${countId}-search`}>
            Cari nama atau ucapan
          </label>
          <input
            id={`${countId}-search`}
            className="ui-field__input wish-search__input"
            type="search"
            placeholder="Cari nama atau ucapan"
            value={search}
            maxLength={TEXT_MAX.name}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        <p className="wish-panel__count" id={countId} aria-live="polite">
          {wishes.data ? (searched ? `${total} ucapan ditemukan` : `${total} ucapan`) : ''}
        </p>
        <CsvExportButton
          makeFile={exportAll}
          disabled={!wishes.data || (total === 0 && q === '')}
          describedBy={countId}
        />
      </div>
      <StatusMessage state={outcome} />
      {wishes.isPending ? (
        <p aria-busy="true">Memuat ucapan…</p>
      ) : wishes.isError ? (
        <StatusMessage state={{ kind: 'error', text: wishes.error.message }} />
      ) : list.length === 0 ? (
        <p className="wish-panel__empty">
          {searched ? `Tidak ada ucapan yang cocok dengan "${q}".` : 'Belum ada ucapan.'}
        </p>
      ) : (
        <ol className="wish-list" aria-busy={wishes.isPlaceholderData || undefined}>
          {list.map((wish) => (
            <li key={wish.id}>
              <WishCard wish={wish} now={now} onRemove={setRemoving} />
            </li>
          ))}
        </ol>
      )}
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
