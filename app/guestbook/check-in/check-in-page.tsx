import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { renewSessionsOn401 } from '../../api/session-renewal';
import { Button } from '../../ui/button';
import '../../ui/owner.css';
import '../venue.css';
import { useOfflineShell } from '../offline-shell';
import { checkInPath, usherSignInPath } from '../venue-paths';
import { AccessRevokedView } from './access-revoked-view';
import { checkInAccess } from './check-in-access';
import './check-in.css';
import { EnvelopeList } from './envelope-list';
import { GuestFinder } from './guest-finder';
import { GuestPanel, type GuestActions } from './guest-panel';
import { OutboxBanner } from './sync-status';
import { useVenue } from './use-venue';
import { VenueCounts } from './venue-counts';
import { VenueHeader } from './venue-header';
import { VenueNotices } from './venue-notices';
import { WalkInPanel } from './walk-in-panel';

export const loader = checkInAccess;

// The owner's expired access token is renewed here too (an usher's token is not renewable).
renewSessionsOn401();

const QrScannerOverlay = lazy(() =>
  import('./qr-scanner-overlay').then((module) => ({ default: module.QrScannerOverlay })),
);

/** `byCode`: the guest was found by their code (scanned), not picked by name. */
type Mode = { kind: 'list' } | { kind: 'guest'; guestId: string; byCode?: boolean } | { kind: 'walk-in' };

/**
 * /invitation/:id/guest/guest-book: check-in at the door (docs/product.md#guestbook), for an usher's
 * phone or the owner's: find a guest by name or QR code, check them in with the people who came and
 * the souvenirs handed, add a walk-in, undo a mistake. Works without a connection: the list is kept on
 * the device and every write waits in its outbox until it can be sent.
 */
export function Component() {
  const invitationId = useParams().id ?? '';
  const { view, store, socket, storageError, accessEnded } = useVenue(invitationId);
  useOfflineShell(checkInPath(invitationId));
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [query, setQuery] = useState('');
  const [scanning, setScanning] = useState(false);
  const venue = view.venue;
  const guestsById = useMemo(() => new Map((venue?.guests ?? []).map((guest) => [guest.id, guest])), [venue?.guests]);
  const toList = useCallback(() => setMode({ kind: 'list' }), []);
  const closeScanner = useCallback(() => setScanning(false), []);
  const found = useCallback((guestId: string) => {
    setScanning(false);
    setMode({ kind: 'guest', guestId, byCode: true });
  }, []);

  if (accessEnded) {
    return (
      <AccessRevokedView invitationId={invitationId} why={accessEnded} venue={venue} unsent={store?.unsent() ?? []} />
    );
  }

  if (!venue) {
    return (
      <main className="venue-app venue-message">
        {view.error ? (
          <>
            <h1>Buku tamu tidak bisa dibuka</h1>
            <p>{view.error.message}</p>
            {view.error.status === 401 || view.error.status === 403 ? (
              <Link className="ui-button ui-button--primary venue-big" to={usherSignInPath()}>
                Masuk dengan kode akses
              </Link>
            ) : (
              <Button className="venue-big" onClick={() => void store?.refresh()}>
                Coba lagi
              </Button>
            )}
          </>
        ) : (
          <p aria-busy="true">Memuat daftar tamu…</p>
        )}
      </main>
    );
  }

  const actions: GuestActions = {
    checkIn: async (guestId, pax, souvenirIds) => {
      const made = await store?.checkIn(guestId, pax, souvenirIds);
      return made?.ok ? (made.id ?? null) : null;
    },
    undo: (guestId) => void store?.undo(guestId),
    handOut: (guestId, souvenirIds) => void store?.handOut(guestId, souvenirIds),
    flagCode: (guestId) => void store?.flagCode(guestId),
    recordEnvelope: (guestId, count, note) => void store?.recordEnvelope(guestId, count, note),
    checkOut: (guestId, out) => void store?.checkOut(guestId, out),
  };
  const guest = mode.kind === 'guest' ? guestsById.get(mode.guestId) : undefined;

  return (
    <main className="venue-app check-in">
      <VenueHeader venue={venue} view={view} socket={socket} />
      <VenueCounts counts={venue.counts} />
      <OutboxBanner view={view} />
      {storageError && (
        <p className="check-in__warning" role="status">
          Browser ini tidak mengizinkan penyimpanan. Daftar tamu hilang jika halaman dimuat ulang tanpa koneksi.
        </p>
      )}
      {view.error && (
        <p className="check-in__warning" role="alert">
          {view.error.message}
        </p>
      )}

      {guest ? (
        <GuestPanel
          key={guest.id}
          venue={venue}
          guest={guest}
          waiting={view.waitingGuests.has(guest.id)}
          actions={actions}
          onClose={toList}
          byCode={mode.kind === 'guest' && mode.byCode}
        />
      ) : mode.kind === 'walk-in' ? (
        <WalkInPanel
          venue={venue}
          initialName={query}
          onClose={toList}
          onSubmit={(walkIn, souvenirIds) => {
            void store?.walkIn(walkIn, souvenirIds);
            setQuery('');
            toList();
          }}
        />
      ) : (
        <>
          <div className="check-in__primary">
            <Button className="venue-wide venue-big" onClick={() => setScanning(true)}>
              <ScanIcon /> Pindai QR Code
            </Button>
          </div>
          <GuestFinder
            venue={venue}
            waitingGuests={view.waitingGuests}
            query={query}
            onQuery={setQuery}
            onPick={(guestId) => setMode({ kind: 'guest', guestId })}
            onCode={found}
            onWalkIn={() => setMode({ kind: 'walk-in' })}
          />
          <Button
            variant="secondary"
            className="venue-wide check-in__walk-in"
            onClick={() => setMode({ kind: 'walk-in' })}
          >
            + Tamu tanpa undangan
          </Button>
          <EnvelopeList venue={venue} />
        </>
      )}

      {scanning && (
        <Suspense fallback={<div className="qr-overlay" aria-busy="true" />}>
          <QrScannerOverlay guestsById={guestsById} tables={venue.tables} onFound={found} onClose={closeScanner} />
        </Suspense>
      )}
      <VenueNotices notices={view.notices} onDismiss={(id) => store?.dismissNotice(id)} />
    </main>
  );
}

function ScanIcon() {
  return (
    <svg
      width="26"
      height="26"
      viewBox="0 0 24 24"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <path d="M7 12h10" />
    </svg>
  );
}
