import { LRUCache } from 'lru-cache';
import type { Guest } from '../../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { IndexHtml } from './index-html';
import { EncodedBody } from './page-encodings';
import { publicPageHtml } from './page-html';
import type { PublicPageRow } from './page-row';

/** A published invitation's page as a stranger sees it (no guest). */
export type CachedPage = {
  page: InvitationPage;
  /** `{ data: page }` serialised once (with its compressed copies): the page bundle's answer. */
  body: EncodedBody;
  /** The page's HTML, with the stamp of the index.html it was made from. */
  html?: { stamp: string; body: EncodedBody };
};

/** Where a page's HTML is made: the built app and the service's public address. */
export type HtmlSource = { index: IndexHtml; staticDir: string; publicUrl: string };

/** The kept answers of a cached page (see pageBodies). */
export type PageBodies = {
  /** The page bundle of a guest's link (`?to=` code and its guest), serialised once per page version and guest. */
  guestBody: (row: PublicPageRow, cached: CachedPage, guest: { code: string; guest: Guest | null }) => EncodedBody;
  /** The HTML of a cached page for a visitor or (with the `?to=` code and its guest) a guest's link. */
  html: (
    row: PublicPageRow,
    cached: CachedPage,
    guest: { code: string; guest: Guest | null } | null,
    source: HtmlSource,
  ) => EncodedBody;
};

/**
 * What a kept page is answered with, serialised once (with its compressed copies) per page version
 * and guest, and per index.html for its HTML: the page bundle of a guest's link, and the page's HTML
 * for a visitor (kept on the page) or a guest's link. Bounded, least recently used first.
 */
export function pageBodies(limit: number): PageBodies {
  const guestPages = new LRUCache<string, EncodedBody>({ max: limit });
  const guestBodies = new LRUCache<string, EncodedBody>({ max: limit });

  // A guest's row as text, for the keys of the pages made for it: the same kept row (while the
  // listener is up) is written out once, not on every request of its link.
  const guestTexts = new WeakMap<Guest, string>();
  const guestText = (guest: Guest | null) => {
    if (guest === null) return 'null';
    let text = guestTexts.get(guest);
    if (text === undefined) guestTexts.set(guest, (text = JSON.stringify(guest)));
    return text;
  };

  return {
    guestBody: ({ slug, version }, cached, guest) => {
      const key = `${slug}\n${version}\n${guest.code}\n${guestText(guest.guest)}`;
      let body = guestBodies.get(key);
      if (body === undefined) {
        body = new EncodedBody(JSON.stringify({ data: { ...cached.page, guest: guest.guest } }));
        guestBodies.set(key, body);
      }
      return body;
    },
    html: ({ slug, version }, cached, guest, { index, staticDir, publicUrl }) => {
      const where = { staticDir, publicUrl };
      if (!guest) {
        if (cached.html?.stamp !== index.stamp) {
          const text = publicPageHtml(index.html, cached.page, { slug, guestCode: null }, where);
          cached.html = { stamp: index.stamp, body: new EncodedBody(text) };
        }
        return cached.html.body;
      }
      const key = `${slug}\n${version}\n${index.stamp}\n${guest.code}\n${guestText(guest.guest)}`;
      let body = guestPages.get(key);
      if (body === undefined) {
        const page = { ...cached.page, guest: guest.guest };
        body = new EncodedBody(publicPageHtml(index.html, page, { slug, guestCode: guest.code }, where));
        guestPages.set(key, body);
      }
      return body;
    },
  };
}
