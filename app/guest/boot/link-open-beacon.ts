import { apiUrl } from '../../api/service-addresses';

/**
 * The guest opened their personal link (docs/product.md#link-opens): a beacon the server counts.
 * Sent by the page's own script once the invitation loaded, so a link preview that runs no script
 * never counts; the owner's preview and the demos never start the light guest page (guest-path.ts),
 * so they never send it. Fire and forget: nothing waits for it, a failure is not the guest's concern.
 *
 * A keepalive fetch in CORS mode rather than navigator.sendBeacon: a beacon is a no-cors request, and
 * where the API has a host of its own its answer (Cross-Origin-Resource-Policy: same-origin) would be
 * blocked and reported in the guest's console.
 */
export function sendLinkOpenBeacon(slug: string, code: string): void {
  const url = apiUrl(`/v1/invitation/slug/${encodeURIComponent(slug)}/open?to=${encodeURIComponent(code)}`);
  fetch(url, { method: 'POST', keepalive: true, mode: 'cors', credentials: 'omit' }).catch(() => {});
}
