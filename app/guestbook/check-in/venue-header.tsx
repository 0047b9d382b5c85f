import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import { usherSession } from '../../api/guestbook-calls';
import type { GuestbookSocketStatus } from '../../api/guestbook-socket';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import type { VenueView } from '../offline/venue-store';
import { SyncStatus } from './sync-status';

/**
 * The page's head: whose guestbook, who is at the door, the connection. The owner gets the way back to
 * the dashboard; an usher (who sees only this page) a sign-out, asked first.
 */
export function VenueHeader({
  venue,
  view,
  socket,
}: {
  venue: VenueSnapshot;
  view: VenueView;
  socket: GuestbookSocketStatus;
}) {
  const navigate = useNavigate();
  const [askSignOut, setAskSignOut] = useState(false);
  const owner = venue.viewer.role === 'owner';
  return (
    <header className="venue-header">
      <div className="venue-header__top">
        {owner ? (
          <Link className="venue-header__back" to={`/invitation/${encodeURIComponent(venue.invitation.id)}`}>
            ← Kembali ke dasbor
          </Link>
        ) : (
          <button type="button" className="venue-header__back" onClick={() => setAskSignOut(true)}>
            Keluar
          </button>
        )}
        <SyncStatus view={view} socket={socket} />
      </div>
      <p className="venue-header__eyebrow">Buku Tamu · {venue.invitation.title}</p>
      <h1 className="venue-header__title">Check-in tamu</h1>
      <p className="venue-header__who">
        {owner ? 'Pemilik undangan' : 'Penerima tamu'}: <strong>{venue.viewer.name}</strong>
      </p>
      <ConfirmDialog
        open={askSignOut}
        title="Keluar dari buku tamu?"
        confirmLabel="Keluar"
        danger
        onCancel={() => setAskSignOut(false)}
        onConfirm={() => {
          usherSession.clear();
          navigate('/guestbook', { replace: true });
        }}
      >
        {view.waitingWrites > 0 ? (
          <p>
            Masih ada {view.waitingWrites} perubahan yang belum terkirim. Perubahan itu baru terkirim setelah Anda masuk
            lagi dengan kode akses.
          </p>
        ) : (
          <p>Untuk masuk lagi, Anda memerlukan kode akses dari pemilik undangan.</p>
        )}
      </ConfirmDialog>
    </header>
  );
}
