import { eq } from 'drizzle-orm';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { Database } from '../db/database';
import { invitations } from '../db/schema';
import { coalescedReads } from './coalesced-reads';
import type { IndexHtml } from './index-html';
import { invitationPageOf } from './load-invitation-page';
import { LruMap } from './lru-map';
import { publicPageHtml } from './public-page-html';
import { publicPageRows, type PublicPageRow } from './public-page-row';

/** How many invitations' pages (and, apart, guests' pages) a server process keeps. */
export const PAGE_CACHE_LIMIT = 500;

/** A published invitation's page as a stranger sees it (no guest), kept while its page version holds. */
export type CachedPage = {
  page: InvitationPage;
  /** `{ data: page }` serialised once: the page bundle's answer. */
  body: string;
  /** The page's HTML, with the stamp of the index.html it was made from. */
  html?: { stamp: string; text: string };
};

/** Where a page's HTML is made: the built app and the service's public address. */
export type HtmlSource = { index: IndexHtml; staticDir: string; publicUrl: string };

/** The public page cache of one server process (see createPublicPageCache). */
export type PublicPageCache = {
  /** The row of a slug with its versions: one query, shared by the requests that ask at once. */
  row: (slug: string) => Promise<PublicPageRow | undefined>;
  /** The page of a published row: from the cache while its versions hold, else loaded and kept. */
  page: (row: PublicPageRow) => Promise<CachedPage>;
  /** The HTML of a cached page for a visitor or (with the `?to=` code and its guest) a guest's link. */
  html: (
    row: PublicPageRow,
    cached: CachedPage,
    guest: { code: string; guest: Guest | null } | null,
    source: HtmlSource,
  ) => string;
};

/**
 * The public page without its 13 queries per request: an invitation's page is kept under its
 * `page_version` and its root's (database triggers bump them on every write to what the page is
 * made of, by any process: server/db/migrations/0004_page-version.sql), so a request reads the row
 * (one query), checks the versions and answers the kept page. Bounded, least recently used first.
 */
export function createPublicPageCache(db: Database, limit = PAGE_CACHE_LIMIT): PublicPageCache {
  const pages = new LruMap<string, { version: string; cached: CachedPage }>(limit);
  const guestPages = new LruMap<string, string>(limit);
  const rowOf = coalescedReads(publicPageRows(db));
  // One load per page version at a time: the requests that miss together share it.
  const loading = new Map<string, Promise<CachedPage>>();
  const load = async ({ id, slug, version }: PublicPageRow, key: string) => {
    try {
      const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id));
      const page = await invitationPageOf(db, invitation!);
      const cached = { page, body: JSON.stringify({ data: page }) };
      pages.set(slug, { version, cached });
      return cached;
    } finally {
      loading.delete(key);
    }
  };
  return {
    row: rowOf,
    page: (row) => {
      const { slug } = row;
      const kept = pages.get(slug);
      if (kept?.version === row.version) return Promise.resolve(kept.cached);
      const key = `${slug}\n${row.version}`;
      let loaded = loading.get(key);
      if (!loaded) {
        loaded = load(row, key);
        loading.set(key, loaded);
      }
      return loaded;
    },
    html: ({ slug, version }, cached, guest, { index, staticDir, publicUrl }) => {
      const where = { staticDir, publicUrl };
      if (!guest) {
        if (cached.html?.stamp !== index.stamp) {
          const text = publicPageHtml(index.html, cached.page, { slug, guestCode: null }, where);
          cached.html = { stamp: index.stamp, text };
        }
        return cached.html.text;
      }
      const key = [slug, version, index.stamp, guest.code, JSON.stringify(guest.guest)].join('\n');
      let text = guestPages.get(key);
      if (text === undefined) {
        const page = { ...cached.page, guest: guest.guest };
        text = publicPageHtml(index.html, page, { slug, guestCode: guest.code }, where);
        guestPages.set(key, text);
      }
      return text;
    },
  };
}
