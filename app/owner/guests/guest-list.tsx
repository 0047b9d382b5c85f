import { useState, type RefObject } from 'react';
import { Button } from '../../ui/button';
import type { GuestActionHandlers } from './guest-actions';
import { GuestCards } from './guest-cards';
import type { GuestEvents } from './guest-fact-cells';
import { GuestFilters } from './guest-filters';
import { GUEST_PAGE_SIZE, isFiltered } from './guest-list-params';
import { GuestPager, shownRange } from '../kit/guest-pager';
import { GuestTable } from './guest-table';
import type { GuestListState } from './use-guest-list';
import { CARDS_MEDIA, PHONE_MEDIA } from '../kit/guest-list-media';
import { useMediaQuery } from '../kit/use-media-query';
import './guest-list.css';

/**
 * The guests: the search and filters, how many are shown of how many, the page of guests as a
 * table (or cards on a narrow screen), and the pager. With no guest at all it says how to add
 * them; with none matching, how to see them all again.
 */
export function GuestList({
  list,
  events,
  slug,
  shareCaption,
  handlers,
  headingRef,
}: {
  list: GuestListState;
  events: GuestEvents;
  slug: string;
  shareCaption: string | null | undefined;
  handlers: GuestActionHandlers;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { view, change, goToPage, clearFilters, query, pages } = list;
  const [text, setText] = useState(view.q);
  const cards = useMediaQuery(CARDS_MEDIA);
  const phone = useMediaQuery(PHONE_MEDIA);
  const data = query.data;

  const clear = () => {
    setText('');
    clearFilters();
  };

  let body;
  if (query.isPending) {
    body = (
      <p className="guest-muted" role="status" aria-busy="true">
        Memuat tamu…
      </p>
    );
  } else if (query.isError && !data) {
    body = (
      <div className="guest-list__message" role="alert">
        <p>Daftar tamu belum bisa dimuat. Periksa koneksi, lalu coba lagi.</p>
        <Button variant="secondary" busy={query.isRefetching} onClick={() => void query.refetch()}>
          Coba Lagi
        </Button>
      </div>
    );
  } else if (data && data.meta.all === 0) {
    body = <p className="guest-list__empty">Belum ada tamu. Tambahkan tamu satu per satu atau impor dari CSV.</p>;
  } else if (data && data.data.length === 0) {
    body = (
      <div className="guest-list__empty">
        <p>Tidak ada tamu yang cocok.</p>
        {isFiltered(view) && (
          <Button variant="secondary" onClick={clear}>
            Hapus saringan
          </Button>
        )}
      </div>
    );
  } else if (data) {
    const rows = {
      guests: data.data,
      events,
      slug,
      shareCaption,
      handlers,
      label: `Daftar tamu, ${shownRange(view.page, GUEST_PAGE_SIZE, data.data.length, data.meta.total)}`,
    };
    body = cards ? <GuestCards {...rows} /> : <GuestTable {...rows} />;
  }

  const hasGuests = !!data && data.meta.all > 0;
  return (
    <section className="ui-card guest-list" aria-labelledby="guest-list-title">
      <h2 id="guest-list-title" className="guest-card-title" tabIndex={-1} ref={headingRef}>
        Tamu
      </h2>
      {hasGuests && (
        <GuestFilters
          view={view}
          groups={data.meta.groups}
          text={text}
          folded={phone}
          onText={setText}
          onChange={change}
        />
      )}
      {hasGuests && (
        <p className="guest-list__count" aria-live="polite">
          {shownRange(view.page, GUEST_PAGE_SIZE, data.data.length, data.meta.total)}
        </p>
      )}
      <div className="guest-list__rows" aria-busy={query.isPlaceholderData || undefined}>
        {body}
      </div>
      {hasGuests && <GuestPager page={view.page} pages={pages} onPage={goToPage} />}
    </section>
  );
}
