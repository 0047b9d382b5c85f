import { useEffect, useState, useSyncExternalStore } from 'react';
import { freshGuestbookToken, venueCalls } from '../../api/guestbook-calls';
import { openGuestbookSocket, type GuestbookSocketStatus } from '../../api/guestbook-socket';
import { memoryVenueStorage, openVenueStorage } from '../offline/venue-db';
import { createVenueStore, type VenueStore, type VenueView } from '../offline/venue-store';

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
 * last seq the device has seen.
 */
export function useVenue(invitationId: string): {
  view: VenueView;
  store: VenueStore | null;
  socket: GuestbookSocketStatus;
  /** The browser refused IndexedDB: the venue lives in memory only (lost on reload). */
  storageError: boolean;
} {
  const [store, setStore] = useState<VenueStore | null>(null);
  const [socket, setSocket] = useState<GuestbookSocketStatus>('connecting');
  const [storageError, setStorageError] = useState(false);

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
        void venue.start().then(() => {
          if (stopped) return;
          const connection = openGuestbookSocket({
            invitationId,
            token: () => freshGuestbookToken(invitationId),
            since: venue.seq,
            onMessage: venue.hear,
            onStatus: setSocket,
          });
          closeSocket = connection.close;
        });
        setStore(venue);
        cleanup = () => {
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
  return { view, store, socket, storageError };
}
