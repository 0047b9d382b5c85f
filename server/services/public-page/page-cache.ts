import { eq } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Guest } from '../../../schemas/entities/guest.schema';
import type { Database } from '../../db/database';
import { invitations } from '../../db/schema';
import type { DbNotifications } from '../../plugins/db-notifications';
import { coalescedReads } from './coalesced-reads';
import { invitationPageOf } from './load-invitation-page';
import { rootInvitationId } from '../invitations/ownership';
import { pageGuestByCode } from '../guests/page-guest';
import { EncodedBody } from './page-encodings';
import { pageBodies, type CachedPage, type PageBodies } from './page-bodies';
import { Invalidations } from './page-invalidations';
import { publicPageRows, type PublicPageRow } from './page-row';

/** How many invitations' pages (and, apart, guests and guests' pages) a server process keeps. */
export const PAGE_CACHE_LIMIT = 500;

/** The database's notification channels of 0005_page-notifications.sql: an invitation's id, a guest's. */
export const PAGE_CHANGED = 'page_changed';
export const PAGE_GUEST_CHANGED = 'page_guest_changed';

/** A slug's invitation as a request needs it: its row, and its page when published. */
export type FoundPage = { row: PublicPageRow; cached?: CachedPage };

/** The public page cache of one server process (see createPublicPageCache). */
export type PublicPageCache = PageBodies & {
  /** A slug's row, with its page when published; undefined for no such invitation. */
  find: (slug: string) => Promise<FoundPage | undefined>;
  /** The guest a `?to=` code names on a published invitation (null for none). */
  guest: (row: PublicPageRow, code: string) => Promise<Guest | null>;
  /** Drops everything kept (a write whose invitation is not known: this process's own writes). */
  clear: () => void;
};

/** Each part's invalidation key: a page's is its invitation's id, a guest's "<root id> <code>". */
const guestKey = (row: PublicPageRow, code: string) => `${rootInvitationId(row)} ${code}`;

/**
 * A published page loaded (its queries) and serialised: one load per page version at a time, shared
 * by the requests that miss together.
 */
function pageLoader(db: Database): (row: PublicPageRow) => Promise<CachedPage> {
  const loading = new Map<string, Promise<CachedPage>>();
  const load = async ({ id }: PublicPageRow, key: string): Promise<CachedPage> => {
    try {
      const [invitation] = await db.select().from(invitations).where(eq(invitations.id, id));
      const page = await invitationPageOf(db, invitation!);
      return { page, body: new EncodedBody(JSON.stringify({ data: page })) };
    } finally {
      loading.delete(key);
    }
  };
  const pageOf = (row: PublicPageRow) => {
    const key = `${row.slug}\n${row.version}`;
    let loaded = loading.get(key);
    if (!loaded) {
      loaded = load(row, key);
      loading.set(key, loaded);
    }
    return loaded;
  };
  return pageOf;
}

/**
 * The public page without its 13 queries per request. While this process listens to the database's
 * notifications (server/plugins/db-notifications.ts; 0005_page-notifications.sql sends one on every
 * write to what a page or a guest is made of, by any process), a kept page or guest is answered with
 * no query and dropped by its notification; `clear` drops all at once for this process's own writes,
 * before their answer goes out. When not listening (at start, or while the connection is down), each
 * request reads the row (one query) and a kept page serves while its `page_version` and its root's
 * hold (0004_page-version.sql); a guest is read each time. A read that started before an
 * invalidation of what it read is not kept (Invalidations). Bounded, least recently used first.
 */
export function createPublicPageCache(
  db: Database,
  notifications: DbNotifications,
  limit = PAGE_CACHE_LIMIT,
): PublicPageCache {
  // Bounded by count, the least recently used forgotten first (lru-cache).
  const pages = new LRUCache<string, Required<FoundPage>>({ max: limit });
  const guests = new LRUCache<string, { guest: Guest | null }>({ max: limit });
  const bodies = pageBodies(limit);
  const invalidations = new Invalidations();
  const rowOf = coalescedReads(publicPageRows(db));
  const clear = () => {
    invalidations.invalidateAll();
    pages.clear();
    guests.clear();
  };
  // (Re)connected: notifications may have been missed while down.
  const listening = (up: boolean) => {
    if (up) clear();
  };
  notifications.listen(PAGE_CHANGED, {
    notified: (id) => {
      invalidations.invalidate(id);
      for (const [slug, { row }] of [...pages.entries()]) if (row.id === id || row.parent_id === id) pages.delete(slug);
    },
    listening,
  });
  notifications.listen(PAGE_GUEST_CHANGED, {
    notified: (key) => {
      invalidations.invalidate(key);
      guests.delete(key);
    },
    listening,
  });

  const pageOf = pageLoader(db);
  const read = async (slug: string): Promise<FoundPage | undefined> => {
    const mark = invalidations.start();
    try {
      const row = await rowOf(slug);
      if (row?.status !== 'published') return row && { row };
      const kept = pages.get(slug);
      if (kept?.row.version === row.version) return { row, cached: kept.cached };
      const cached = await pageOf(row);
      if (invalidations.fresh(mark, [row.id, row.parent_id])) pages.set(slug, { row, cached });
      return { row, cached };
    } finally {
      invalidations.end();
    }
  };
  const readGuest = async (row: PublicPageRow, code: string, key: string) => {
    const mark = invalidations.start();
    try {
      const guest = await pageGuestByCode(db, row, code);
      if (invalidations.fresh(mark, [key])) guests.set(key, { guest });
      return guest;
    } finally {
      invalidations.end();
    }
  };

  return {
    find: (slug) => {
      const kept = notifications.listening(PAGE_CHANGED) ? pages.get(slug) : undefined;
      return kept ? Promise.resolve(kept) : read(slug);
    },
    guest: (row, code) => {
      const key = guestKey(row, code);
      const kept = notifications.listening(PAGE_GUEST_CHANGED) ? guests.get(key) : undefined;
      return kept ? Promise.resolve(kept.guest) : readGuest(row, code, key);
    },
    ...bodies,
    clear,
  };
}
