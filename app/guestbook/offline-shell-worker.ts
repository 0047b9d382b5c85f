/**
 * The guestbook's service worker, served as /guestbook-sw.js (built by scripts/vite/guestbook-service-worker.ts,
 * which puts GUESTBOOK_OFFLINE before this code). The venue's pages register it for their own paths
 * (app/guestbook/offline-shell.ts), so that an usher's phone that reloads or reopens the check-in page
 * with no connection at all still gets the app; the offline data layer (app/guestbook/offline/) then
 * shows the guest list kept on the device and keeps check-ins in its outbox.
 *
 * What it handles, and nothing else (the API, the websocket, uploads and every other page pass
 * through untouched, as if it were not there):
 * - a navigation to a venue page: the network first; without an answer (or a server failure) the
 *   app's page (index.html, the same for every venue page) kept from the last online visit;
 * - the build's hashed files (/assets/<name>-<hash>.<ext>): from the cache first, they never change
 *   under their name; one the cache lacks is fetched and kept.
 *
 * Versions: each build makes a different worker (its file names are in GUESTBOOK_OFFLINE), which the
 * browser fetches past its cache (the server sends it with `no-cache`) on every venue page's load.
 * A new one keeps the new build's files at install, takes over at once (skipWaiting, clients.claim)
 * and deletes the older builds' caches. The page itself is always asked of the network first, so a
 * new build's page is never held back behind the worker.
 *
 * Written for the service worker's own scope: the app's DOM types do not describe it, so the few
 * parts it uses are typed below. It imports nothing (it is transpiled alone, not bundled).
 */

/** Put before this code at build: the build's id and the files the venue's pages load. */
declare const GUESTBOOK_OFFLINE: { build: string; assets: string[] };

type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type FetchEvent = ExtendableEvent & { request: Request; respondWith(response: Promise<Response>): void };
type ExtendableMessageEvent = ExtendableEvent & { data: unknown };
type ServiceWorkerScope = {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
};

const worker = self as unknown as ServiceWorkerScope;

/** Every cache of this worker starts so; the current build's is the only one kept. */
const CACHE_PREFIX = 'guestbook-offline-';
const CACHE = `${CACHE_PREFIX}${GUESTBOOK_OFFLINE.build}`;

/** Where the app's page is kept: the server sends index.html for every venue page. */
const SHELL = '/index.html';

/**
 * The venue's pages (docs/product.md#guestbook): the usher's sign-in, the check-in page and the
 * hall's display. Other paths in a registration's scope (a slug that starts with "guestbook") pass.
 */
const VENUE_PAGE = /^\/(guestbook(\/[^/]+)?\/?|invitation\/[^/]+\/guest\/(guest-book|screen\/display)\/?)$/;

/** The build's hashed files (server/app.ts sends them as immutable). */
const HASHED_ASSET = /^\/assets\/[^/]+-[A-Za-z0-9_-]{8}\.[a-z0-9]+$/;

/** How long a navigation waits for the network before the kept page is shown (a venue's weak Wi-Fi). */
const NAVIGATION_PATIENCE_MS = 6000;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // The page must be kept, or the worker is of no use: a failure fails the install (tried again
      // on the next visit). The files are kept as far as they come.
      await cache.put(SHELL, await fetchOk(new Request(SHELL, { cache: 'no-cache' })));
      await keepAssets(cache, GUESTBOOK_OFFLINE.assets);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)),
      );
      await worker.clients.claim();
    })(),
  );
});

/** A page tells the files it loaded (fonts its styles named, say): kept too, as far as they are the build's. */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'keep-assets' || !Array.isArray(data.urls)) return;
  const paths = data.urls.flatMap((url) => {
    const path = typeof url === 'string' ? sameOriginPath(url) : null;
    return path && HASHED_ASSET.test(path) ? [path] : [];
  });
  event.waitUntil(caches.open(CACHE).then((cache) => keepAssets(cache, paths)));
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const path = sameOriginPath(request.url);
  if (path === null) return;
  if (request.mode === 'navigate' && VENUE_PAGE.test(path)) event.respondWith(venuePage(request));
  else if (HASHED_ASSET.test(path)) event.respondWith(hashedAsset(request));
});

/** The network's page (kept for next time), else the kept one; the network's failure when none is kept. */
async function venuePage(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  try {
    const response = await withPatience(fetch(request), NAVIGATION_PATIENCE_MS, () => cache.match(SHELL));
    if (response.status < 500) {
      if (response.ok && !response.redirected && isHtml(response)) await cache.put(SHELL, response.clone());
      return response;
    }
    return (await cache.match(SHELL)) ?? response;
  } catch (failure) {
    const kept = await cache.match(SHELL);
    if (kept) return kept;
    throw failure;
  }
}

/** A hashed file from any build's cache, else from the network, kept. */
async function hashedAsset(request: Request): Promise<Response> {
  const kept = await caches.match(request, { ignoreSearch: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok && response.type === 'basic') {
    const copy = response.clone();
    void caches.open(CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** Keeps each file the cache lacks (from an older build's cache when there, else the network); failures skipped. */
async function keepAssets(cache: Cache, paths: string[]): Promise<void> {
  await Promise.all(
    paths.map(async (path) => {
      if (await cache.match(path)) return;
      try {
        const response = (await caches.match(path)) ?? (await fetchOk(new Request(path)));
        await cache.put(path, response);
      } catch {
        // Fetched again as the page asks for it.
      }
    }),
  );
}

async function fetchOk(request: Request): Promise<Response> {
  const response = await fetch(request);
  if (!response.ok) throw new Error(`${request.url}: ${response.status}`);
  return response;
}

/**
 * The network's answer; but after `patienceMs`, the kept answer when there is one (the network's
 * still wins if it comes first, or when nothing is kept).
 */
function withPatience(
  network: Promise<Response>,
  patienceMs: number,
  kept: () => Promise<Response | undefined>,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      void kept().then((response) => {
        if (response && !settled) {
          settled = true;
          resolve(response);
        }
      });
    }, patienceMs);
    network.then(
      (response) => {
        clearTimeout(timer);
        if (!settled) resolve(response);
        settled = true;
      },
      (failure: unknown) => {
        clearTimeout(timer);
        if (!settled) reject(failure);
        settled = true;
      },
    );
  });
}

function sameOriginPath(url: string): string | null {
  const parsed = new URL(url, worker.location.href);
  return parsed.origin === worker.location.origin ? parsed.pathname : null;
}

const isHtml = (response: Response) => (response.headers.get('content-type') ?? '').startsWith('text/html');
