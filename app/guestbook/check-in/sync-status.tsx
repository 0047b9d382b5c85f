import type { GuestbookSocketStatus } from '../../api/guestbook-socket';
import type { VenueView } from '../offline/venue-store';

const SOCKET_TEXT: Record<GuestbookSocketStatus, string> = {
  open: 'Tersambung',
  connecting: 'Menyambung…',
  closed: 'Terputus',
  refused: 'Ditolak server',
};

/** The connection, quietly: a dot for the live link; plainly when offline or writes are waiting. */
export function SyncStatus({ view, socket }: { view: VenueView; socket: GuestbookSocketStatus }) {
  const live = socket === 'open' && !view.offline;
  return (
    <div className="sync-status">
      <span className={`sync-status__live sync-status__live--${live ? 'open' : view.offline ? 'offline' : socket}`}>
        <span className="sync-status__dot" aria-hidden="true" />
        {view.offline ? 'Offline' : SOCKET_TEXT[socket]}
      </span>
    </div>
  );
}

/** The outbox, always in sight while it holds anything: how many check-ins still wait to be sent. */
export function OutboxBanner({ view }: { view: VenueView }) {
  if (!view.waitingWrites && !view.offline) return null;
  const others = view.waitingWrites - view.waitingCheckIns;
  const parts = [
    view.waitingCheckIns ? `${view.waitingCheckIns} check-in menunggu dikirim` : '',
    others ? `${others} perubahan lain menunggu` : '',
  ].filter(Boolean);
  return (
    <div className={`outbox-banner${view.offline ? ' outbox-banner--offline' : ''}`} role="status">
      {view.offline && <span className="outbox-banner__badge">Offline</span>}
      <span className="outbox-banner__text">
        {parts.length
          ? parts.join(' · ')
          : 'Tidak ada koneksi. Check-in tetap bisa dilakukan dan dikirim saat koneksi kembali.'}
      </span>
      {view.sessionEnded && (
        <span className="outbox-banner__text">Sesi berakhir: masuk lagi agar check-in terkirim.</span>
      )}
    </div>
  );
}
