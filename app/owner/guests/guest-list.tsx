import type { GuestMessageSource } from '../kit/personal-link';
import { useState, type RefObject } from 'react';
import type { GuestActionHandlers } from './guest-actions';
import type { GuestEvents } from './guest-fact-cells';
import { GuestFilters } from './guest-filters';
import { GuestListBody } from './guest-list-body';
import { GUEST_PAGE_SIZE } from './guest-list-params';
import { GuestPager, shownRange } from '../kit/guest-pager';
import type { GuestListState } from './use-guest-list';
import { PHONE_MEDIA } from '../kit/guest-list-media';
import { useMediaQuery } from '../kit/use-media-query';
import './guest-list.css';

/**
 * The guests: the search and filters, how many are shown of how many, the page of guests as a
 * table (or cards on a narrow screen), and the pager. With no guest at all it says how to add
 * them; with none matching, how to see them all again.
 */
export function GuestList({
  list,
  headingRef,
  ...rows
}: {
  list: GuestListState;
  events: GuestEvents;
  slug: string;
  messages: GuestMessageSource | undefined;
  handlers: GuestActionHandlers;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { view, change, goToPage, clearFilters, query, pages } = list;
  const [text, setText] = useState(view.q);
  const phone = useMediaQuery(PHONE_MEDIA);
  const data = query.data;

  const clear = () => {
    setText('');
    clearFilters();
  };

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
        <GuestListBody list={list} {...rows} onClear={clear} />
      </div>
      {hasGuests && <GuestPager page={view.page} pages={pages} onPage={goToPage} />}
    </section>
  );
}
