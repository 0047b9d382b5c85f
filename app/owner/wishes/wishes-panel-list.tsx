import type { Wish } from '../../../schemas/entities/wish.schema';
import type { WishStatusRequest } from '../../../schemas/requests/wish-moderation';
import { StatusMessage } from '../../ui/status-message';
import { WishCard } from './wish-card';
import type { WishFilter } from './wish-status-filter';

const NONE: Record<WishFilter, string> = {
  all: 'Belum ada ucapan.',
  pending: 'Tidak ada ucapan yang menunggu persetujuan.',
  hidden: 'Tidak ada ucapan yang disembunyikan.',
};

/**
 * The wishes as loaded: 'Memuat ucapan…', the failure, that there are none (in the filter, or matching
 * the search), or the list, each with what can be done to it and its 'Hapus'.
 */
export function WishesPanelList({
  wishes,
  loading,
  failure,
  refreshing,
  searchedFor,
  filter,
  now,
  changing,
  onStatus,
  onRemove,
}: {
  wishes: Wish[];
  loading: boolean;
  failure: string | null;
  /** The list shown is the last search's while the new one loads. */
  refreshing: boolean;
  /** The search the list answers, when it answers one. */
  searchedFor: string | null;
  filter: WishFilter;
  /** The moment the times are read against. */
  now: number;
  /** The wish whose status is being changed. */
  changing: string | null;
  onStatus: (wish: Wish, status: WishStatusRequest['status']) => void;
  onRemove: (wish: Wish) => void;
}) {
  if (loading) return <p aria-busy="true">Memuat ucapan…</p>;
  if (failure !== null) return <StatusMessage state={{ kind: 'error', text: failure }} />;
  if (wishes.length === 0) {
    return (
      <p className="wish-panel__empty">
        {searchedFor !== null ? `Tidak ada ucapan yang cocok dengan "${searchedFor}".` : NONE[filter]}
      </p>
    );
  }
  return (
    <ol className="wish-list" aria-busy={refreshing || undefined}>
      {wishes.map((wish) => (
        <li key={wish.id}>
          <WishCard wish={wish} now={now} busy={changing === wish.id} onStatus={onStatus} onRemove={onRemove} />
        </li>
      ))}
    </ol>
  );
}
