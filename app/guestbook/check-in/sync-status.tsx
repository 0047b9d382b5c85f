import type { GuestbookSocketStatus } from '../../api/guestbook-socket';
import type { VenueView } from '../offline/venue-store';

/** The device has no connection: check-ins are kept and sent when it returns. */
export const OFFLINE_TEXT = 'Tanpa koneksi';

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
        {view.offline ? OFFLINE_TEXT : SOCKET_TEXT[socket]}
      </span>
    </div>
  );
}

/** The outbox, always in sight while it holds anything: how many check-ins still wait to be sent. */
export function OutboxBanner({ view }: { view: VenueView }) {
  if (!view.waitingWrites && !view.offline) return null;
  const others = view.waitingWrites - view.waitingCheckIns;
  return (
    <div className={`outbox-banner${view.offline ? ' outbox-banner--offline' : ''}`} role="status">
      {view.offline && <span className="outbox-banner__badge">{OFFLINE_TEXT}</span>}
      <span className="outbox-banner__text">
        {view.waitingCheckIns > 0
          ? `${view.waitingCheckIns} check-in menunggu dikirim`
          : others > 0
            ? `${others} perubahan menunggu dikirim`
            : 'Tidak ada koneksi. Check-in tetap bisa dilakukan dan dikirim saat koneksi kembali.'}
      </span>
      {view.waitingCheckIns > 0 && others > 0 && (
        <span className="outbox-banner__more">dan {others} perubahan lain (suvenir, pembatalan)</span>
      )}
      {view.sessionEnded && (
        <span className="outbox-banner__more">Sesi berakhir: masuk lagi agar semuanya terkirim.</span>
      )}
    </div>
  );
}
