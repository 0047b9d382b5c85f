import { useEffect, useState } from 'react';
import type { VenueNotice } from '../offline/venue-store';
import './door-check.css';

/** How long the newest notice stays open before it folds into the count (ms). */
export const NOTICE_OPEN_MS = 8_000;

/**
 * What the usher must read after a sync (another device came first, a write refused), as a compact
 * stack at the bottom that never covers the list: the newest notice in one line, the others behind a
 * count. The newest folds into the count after NOTICE_OPEN_MS; a tap on the count opens them all. Each
 * stays until closed ("Tutup"); the page scrolls past the stack (a spacer of its height).
 */
export function VenueNotices({ notices, onDismiss }: { notices: VenueNotice[]; onDismiss: (id: string) => void }) {
  const newest = notices.at(-1);
  const [expanded, setExpanded] = useState(false);
  const [folded, setFolded] = useState<string | null>(null);
  useEffect(() => {
    if (!newest) return;
    const timer = setTimeout(() => setFolded(newest.id), NOTICE_OPEN_MS);
    return () => clearTimeout(timer);
  }, [newest]);
  if (!newest) return <div className="venue-notices" aria-live="polite" />;

  const shown = expanded ? [...notices].reverse() : folded === newest.id ? [] : [newest];
  const behind = notices.length - shown.length;
  return (
    <>
      <div className="venue-notices__spacer" aria-hidden="true" />
      <div className="venue-notices" aria-live="polite">
        {shown.map((notice) => (
          <div key={notice.id} className={`venue-notice venue-notice--${notice.tone}`} role="status">
            <p className="venue-notice__text">{notice.text}</p>
            <button
              type="button"
              className="venue-notice__close"
              aria-label={`Tutup: ${notice.text}`}
              onClick={() => onDismiss(notice.id)}
            >
              Tutup
            </button>
          </div>
        ))}
        {(behind > 0 || expanded) && (
          <button
            type="button"
            className="venue-notices__count"
            aria-expanded={expanded}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded
              ? 'Sembunyikan pemberitahuan'
              : shown.length
                ? `+${behind} pemberitahuan lain`
                : `${behind} pemberitahuan`}
          </button>
        )}
      </div>
    </>
  );
}
