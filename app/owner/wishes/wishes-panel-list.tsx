import type { Wish } from '../../../schemas/entities/wish.schema';
import { StatusMessage } from '../../ui/status-message';
import { WishCard } from './wish-card';

/**
 * The wishes as loaded: 'Memuat ucapan…', the failure, that there are none (or none matching the
 * search), or the list, each with its 'Hapus'.
 */
export function WishesPanelList({
  wishes,
  loading,
  failure,
  refreshing,
  searchedFor,
  now,
  onRemove,
}: {
  wishes: Wish[];
  loading: boolean;
  failure: string | null;
  /** The list shown is the last search's while the new one loads. */
  refreshing: boolean;
  /** The search the list answers, when it answers one. */
  searchedFor: string | null;
  /** The moment the times are read against. */
  now: number;
  onRemove: (wish: Wish) => void;
}) {
  if (loading) return <p aria-busy="true">Memuat ucapan…</p>;
  if (failure !== null) return <StatusMessage state={{ kind: 'error', text: failure }} />;
  if (wishes.length === 0) {
    return (
      <p className="wish-panel__empty">
        {searchedFor !== null ? `Tidak ada ucapan yang cocok dengan "${searchedFor}".` : 'Belum ada ucapan.'}
      </p>
    );
  }
  return (
    <ol className="wish-list" aria-busy={refreshing || undefined}>
      {wishes.map((wish) => (
        <li key={wish.id}>
          <WishCard wish={wish} now={now} onRemove={onRemove} />
        </li>
      ))}
    </ol>
  );
}
