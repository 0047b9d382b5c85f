import { WEB_ADDRESS_META, type WebAddressName } from '../../schemas/web-addresses';

/*
 * Light on purpose: every page's API client imports it, the guest's first screen too (the socket's
 * address, which needs the guestbook's schemas, is in guestbook-socket.ts).
 */

/**
 * The address the server wrote into the page for `name` (schemas/web-addresses.ts), or undefined when
 * it wrote none: then the page's own origin serves it. Read from the document each time: a meta
 * element costs nothing to find, and tests may change it.
 */
export function writtenAddress(name: WebAddressName): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${WEB_ADDRESS_META[name]}"]`);
  return meta?.content || undefined;
}

/** Where an API path (`/v1/…`) is called: on the API's own host when it has one, else the page's. */
export function apiUrl(path: string): string {
  const api = writtenAddress('api');
  return api ? `${api.replace(/\/$/, '')}${path}` : path;
}

/** The origin the ushers open their pages at: the one the server names, else the page's own. */
export function guestbookOrigin(location: Pick<Location, 'origin'> = window.location): string {
  return writtenAddress('guestbook') ?? location.origin;
}
