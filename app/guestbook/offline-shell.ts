import { useEffect } from 'react';

/** The guestbook's service worker (app/guestbook/offline-shell-worker.ts, built to the site's root). */
const WORKER_URL = '/guestbook-sw.js';

/**
 * Keeps the venue page at `scope` (its own path) openable with no connection on this device: the
 * guestbook's service worker is registered for that path alone, so it never touches the guest's
 * invitation or the owner's pages. It keeps the app's page and the files the venue's pages load;
 * the offline data layer (app/guestbook/offline/) keeps the guest list and the outbox. The files
 * this page has loaded so far are named to it too (a font its styles asked for, say).
 * Not in development (Vite's server has no such worker) nor where the browser has no service workers.
 */
export function useOfflineShell(scope: string): void {
  useEffect(() => {
    void keepOffline(scope);
  }, [scope]);
}

async function keepOffline(scope: string): Promise<void> {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  try {
    const registration = await navigator.serviceWorker.register(WORKER_URL, { scope });
    const worker = registration.installing ?? registration.waiting ?? registration.active;
    const urls = performance.getEntriesByType('resource').map((entry) => entry.name);
    worker?.postMessage({ type: 'keep-assets', urls });
  } catch {
    // A private window or a browser that refuses: the page works as before, online.
  }
}
