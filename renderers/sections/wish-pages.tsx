import { useEffect, useRef } from 'react';
import type { WishPagesView } from '../../engine/content/wish-pages';
import { WishList } from './wish-list';

/** The texts around the pages. */
export const WISH_PAGES_TEXT = {
  loading: 'Memuat ucapan…',
  failed: 'Ucapan gagal dimuat.',
  retry: 'Coba Lagi',
} as const;

/** How far below the visible end the next page is asked for, so that it is there as the guest arrives. */
const AHEAD = '0px 0px 320px 0px';

/**
 * Every wish, a page at a time (the app hands over the pages and `loadMore`): the wishes loaded so
 * far, then a marker at the end that asks for the next page once it comes near the visible part of
 * the scrolling dialog, a word while a page loads, and a retry when one did not arrive.
 */
export function WishPages({ wishes, hasMore, loading, failed, loadMore, now }: WishPagesView & { now: number }) {
  const end = useRef<HTMLDivElement>(null);
  const waiting = hasMore && !loading && !failed;
  useEffect(() => {
    const marker = end.current;
    if (!marker || !waiting) return;
    // Where nothing can be observed (an old browser), the pages simply follow one another.
    if (typeof IntersectionObserver === 'undefined') return loadMore();
    // A new observer after each page: if the marker is still in reach, the next page follows at once.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { root: marker.closest('.dialog__body'), rootMargin: AHEAD },
    );
    observer.observe(marker);
    return () => observer.disconnect();
  }, [waiting, loadMore]);
  return (
    <div className="wish-pages" aria-busy={loading}>
      <WishList wishes={wishes} now={now} />
      <div
        className={hasMore || loading || failed ? 'wish-pages__end wish-pages__end--more' : 'wish-pages__end'}
        ref={end}
      >
        {loading ? (
          <p className="wish-pages__loading" role="status">
            <span className="wish-pages__spinner" aria-hidden="true" />
            {WISH_PAGES_TEXT.loading}
          </p>
        ) : null}
        {failed ? (
          <div className="wish-pages__failed" role="alert">
            <p>{WISH_PAGES_TEXT.failed}</p>
            <button type="button" className="button button--small" onClick={loadMore}>
              {WISH_PAGES_TEXT.retry}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
