import type { VenueNotice } from '../offline/venue-store';

/** What the usher must read (another device came first, a write refused): stays until closed. */
export function VenueNotices({ notices, onDismiss }: { notices: VenueNotice[]; onDismiss: (id: string) => void }) {
  return (
    <div className="venue-notices" aria-live="assertive">
      {notices.map((notice) => (
        <div key={notice.id} className={`venue-notice venue-notice--${notice.tone}`} role="alert">
          <p className="venue-notice__text">{notice.text}</p>
          <button type="button" className="venue-notice__close" onClick={() => onDismiss(notice.id)}>
            Tutup
          </button>
        </div>
      ))}
    </div>
  );
}
