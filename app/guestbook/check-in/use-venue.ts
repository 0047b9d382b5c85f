import { useEffect, useState, useSyncExternalStore } from 'react';
import { freshGuestbookToken, venueCalls } from '../../api/guestbook-calls';
import { openGuestbookSocket, type GuestbookSocketStatus } from '../../api/guestbook-socket';
import { USHER_ACCESS_ENDED_CLOSE, type UsherAccessEnd } from '../../../schemas/realtime/guestbook-messages';
import { memoryVenueStorage, openVenueStorage } from '../offline/venue-db';
import { createVenueStore, type VenueStore, type VenueView } from '../offline/venue-store';
import { accessLockOf, keepAccessLock, usherSessionOnDevice } from './access-lock';

const STARTING: VenueView = {
  venue: null,
  loading: true,
  error: null,
  savedAt: null,
  waitingCheckIns: 0,
  waitingWrites: 0,
  waitingGuests: new Set(),
  offline: false,
  sessionEnded: false,
  notices: [],
};

const noStore = { subscribe: () => () => {}, getView: () => STARTING };

/**
 * The venue of one invitation on this device: the store kept in IndexedDB (started here, stopped when
 * the page goes), the browser's online and offline events, and the guestbook's websocket from the
 * last seq the device has seen. An usher's phone locks (`accessEnded`) when its access ends: the
 * socket closed 4401 for its usher token (revoked or expired) or a call answered 401; it then sends
 * nothing and takes no write, and keeps its outbox (access-lock.ts keeps the lock over a reload).
 */
export function useVenue(invitationId: string): {
  view: VenueView;
  store: VenueStore | null;
  socket: GuestbookSocketStatus;
  /** The browser refused IndexedDB: the venue lives in memory only (lost on reload). */
  storageError: boolean;
  /** Why this usher's phone is locked (its access revoked or expired), or null. */
  accessEnded: UsherAccessEnd | null;
} {
  const [store, setStore] = useState<VenueStore | null>(null);
  const [socket, setSocket] = useState<GuestbookSocketStatus>('connecting');
  const [storageError, setStorageError] = useState(false);
  const [accessEnded, setAccessEnded] = useState<UsherAccessEnd | null>(() => accessLockOf(invitationId));

  useEffect(() => {
    let stopped = false;
    let cleanup = () => {};
    void openVenueStorage()
      .catch(() => {
        setStorageError(true);
        return memoryVenueStorage();
      })
      .then((storage) => {
        if (stopped) return storage.close();
        const venue = createVenueStore({ invitationId, storage, calls: venueCalls });
        const changed = () => venue.connectionChanged();
        window.addEventListener('online', changed);
        window.addEventListener('offline', changed);
        let closeSocket = () => {};
        const lock = (why: UsherAccessEnd) => {
          const kept = keepAccessLock(invitationId, why);
          if (!kept) return;
          venue.lock();
          closeSocket();
          setAccessEnded(kept);
        };
        const locked = accessLockOf(invitationId);
        if (locked) venue.lock();
        // A call answered 401 with the usher's token: its access ended (an owner's session renews instead).
        const unsubscribe = venue.subscribe(() => {
          const view = venue.getView();
          if (!venue.isLocked() && (view.sessionEnded || view.error?.status === 401)) lock('revoked');
        });
        void venue.start().then(() => {
          if (stopped || venue.isLocked()) return;
          const connection = openGuestbookSocket({
            invitationId,
            token: () => freshGuestbookToken(invitationId),
            since: venue.seq,
            onMessage: venue.hear,
            onStatus: setSocket,
            onClosed: ({ code, reason, token }) => {
              if (code !== USHER_ACCESS_ENDED_CLOSE || token !== usherSessionOnDevice(invitationId)?.token) return;
              lock(reason === 'expired' ? 'expired' : 'revoked');
            },
          });
          closeSocket = connection.close;
        });
        setStore(venue);
        cleanup = () => {
          unsubscribe();
          window.removeEventListener('online', changed);
          window.removeEventListener('offline', changed);
          closeSocket();
          venue.stop();
          storage.close();
        };
      });
    return () => {
      stopped = true;
      cleanup();
    };
  }, [invitationId]);

  const source = store ?? noStore;
  const view = useSyncExternalStore(source.subscribe, source.getView);
  return { view, store, socket, storageError, accessEnded };
}
