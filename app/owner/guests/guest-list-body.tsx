import type { GuestMessageSource } from '../kit/personal-link';
import { Button } from '../../ui/button';
import type { GuestActionHandlers } from './guest-actions';
import { GuestCards } from './guest-cards';
import type { GuestEvents } from './guest-fact-cells';
import { GUEST_PAGE_SIZE, isFiltered } from './guest-list-params';
import { shownRange } from '../kit/guest-pager';
import { GuestTable } from './guest-table';
import type { GuestListState } from './use-guest-list';
import { CARDS_MEDIA } from '../kit/guest-list-media';
import { useMediaQuery } from '../kit/use-media-query';

/**
 * The page of guests as loaded: 'Memuat tamu…', the failure with 'Coba Lagi', how to add guests
 * when there is none, how to see them all again when none matches, or the guests as a table (cards
 * on a narrow screen).
 */
export function GuestListBody({
  list,
  events,
  slug,
  messages,
  handlers,
  onClear,
}: {
  list: GuestListState;
  events: GuestEvents;
  slug: string;
  messages: GuestMessageSource | undefined;
  handlers: GuestActionHandlers;
  /** 'Hapus saringan': the search and filters cleared. */
  onClear: () => void;
}) {
  const { view, query } = list;
  const cards = useMediaQuery(CARDS_MEDIA);
  const data = query.data;

  if (query.isPending) {
    return (
      <p className="guest-muted" role="status" aria-busy="true">
        Memuat tamu…
      </p>
    );
  }
  if (query.isError && !data) {
    return (
      <div className="guest-list__message" role="alert">
        <p>Daftar tamu belum bisa dimuat. Periksa koneksi, lalu coba lagi.</p>
        <Button variant="secondary" busy={query.isRefetching} onClick={() => void query.refetch()}>
          Coba Lagi
        </Button>
      </div>
    );
  }
  if (!data) return null;
  if (data.meta.all === 0) {
    return <p className="guest-list__empty">Belum ada tamu. Tambahkan tamu satu per satu atau impor dari CSV.</p>;
  }
  if (data.data.length === 0) {
    return (
      <div className="guest-list__empty">
        <p>Tidak ada tamu yang cocok.</p>
        {isFiltered(view) && (
          <Button variant="secondary" onClick={onClear}>
            Hapus saringan
          </Button>
        )}
      </div>
    );
  }
  const rows = {
    guests: data.data,
    events,
    slug,
    messages,
    handlers,
    label: `Daftar tamu, ${shownRange(view.page, GUEST_PAGE_SIZE, data.data.length, data.meta.total)}`,
  };
  return cards ? <GuestCards {...rows} /> : <GuestTable {...rows} />;
}
