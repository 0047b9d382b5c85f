import type { WebAddresses } from '../../../schemas/web-addresses';
import type { Database } from '../../db/database';
import type { DbNotifications } from '../../plugins/db-notifications';
import { readBuildAssets } from '../public-page/build-assets';
import { coalescedReads } from '../public-page/coalesced-reads';
import { readIndexHtml } from '../public-page/index-html';
import { EncodedBody } from '../public-page/page-encodings';
import { readHomePageData } from './home-page-data';
import { homeDocument } from './home-page-html';

/** The database's channel of 0011_home-notifications.sql: a plan, a theme or a showcased invitation written. */
export const HOME_CHANGED = 'home_changed';

/** The home page as answered: its body with its compressed copies, and its inline stylesheet's CSP hash. */
export type HomePage = { body: EncodedBody; styleHash: string };

export type HomePageSource = { staticDir: string; publicUrl: string; webAddresses: WebAddresses };

type Kept = {
  /** The build it was made from (index.html's and the build manifest's dates). */
  build: string;
  /** Its data as text: a read that finds the same keeps the page, made and compressed once. */
  data: string;
  /** When it changes by itself (a listed invitation expires), in ms; null: never. */
  changesAt: number | null;
  page: HomePage;
};

/**
 * The home page of one server process (docs/product.md#home-page): made once per build and data, and
 * answered with no query while this process listens to `home_changed` (any process's write to a plan,
 * the theme catalogue or a showcased invitation, by a database trigger), until a listed invitation
 * expires. A notification, a new build, an expiry, or not listening (at start, or while the
 * connection is down) makes the next request read the data again (one read at a time, shared): the
 * page is made again only when what it shows changed. A notification during a read leaves the page
 * to be read again.
 */
export function homePageCache(
  db: Database,
  notifications: DbNotifications,
  source: HomePageSource,
): { page: () => Promise<HomePage> } {
  let kept: Kept | undefined;
  let changed = true;
  const dropData = () => void (changed = true);
  notifications.listen(HOME_CHANGED, { notified: dropData, listening: dropData });

  const refresh = coalescedReads(async (build: string): Promise<HomePage> => {
    changed = false;
    const { data, changesAt } = await readHomePageData(db).catch((error: unknown) => {
      changed = true;
      throw error;
    });
    const text = JSON.stringify(data);
    if (kept?.build === build && kept.data === text) {
      kept.changesAt = changesAt;
      return kept.page;
    }
    const { staticDir, publicUrl, webAddresses } = source;
    const document = homeDocument(data, { assets: readBuildAssets(staticDir), publicUrl, webAddresses });
    kept = {
      build,
      data: text,
      changesAt,
      page: { body: new EncodedBody(document.html), styleHash: document.styleHash },
    };
    return kept.page;
  });

  return {
    page: () => {
      const build = readIndexHtml(source.staticDir, source.webAddresses).stamp;
      const fresh =
        kept?.build === build &&
        !changed &&
        notifications.listening(HOME_CHANGED) &&
        (kept.changesAt === null || Date.now() < kept.changesAt);
      return fresh ? Promise.resolve(kept!.page) : refresh(build);
    },
  };
}
