import { HERO_THEME } from '../../../app/home/home-copy';
import type { HomePageData, HomeShowcaseItem, HomeTheme } from '../../../app/home/home-page-data';
import { themeAssetUrl } from '../../../engine/tokens/theme-asset-url';
import type { ThemeCatalogueItem } from '../../../schemas/responses/theme-catalogue';
import type { Database } from '../../db/database';
import { planList } from '../invitations/plan-list';
import { showcasePage, type ShowcaseItem } from '../invitations/showcase-page';
import { themeCatalogue } from '../invitations/theme-catalogue-rows';
import { themeManifest } from '../invitations/theme-manifests';

/** How many published invitations the home page shows. */
export const HOME_SHOWCASE_SIZE = 6;

/** What the home page shows, and when it changes by itself (a listed invitation expires; null: never). */
export type HomePageRead = { data: HomePageData; changesAt: number | null };

/**
 * A picture's address on this site (a path; not `//host` nor `/\host`, which browsers read as
 * another site's), never another site's: the page fetches nothing elsewhere.
 */
const ON_THIS_SITE = /^\/(?![/\\])/;

/** A catalogue theme as the home page draws it, from its manifest's tokens; undefined without a manifest. */
function homeTheme(item: ThemeCatalogueItem): HomeTheme | undefined {
  const manifest = themeManifest(item.slug);
  if (!manifest) return undefined;
  const { colors, ornaments } = manifest.tokens;
  const illustration = ornaments?.illustration && themeAssetUrl(manifest.id)(ornaments.illustration);
  return {
    id: manifest.id,
    name: item.name,
    category: item.category.name,
    ...(item.plan && { plan: item.plan.name }),
    colors: { background: colors.background, primary: colors.primary, text: colors.text },
    ...(illustration && { illustration }),
  };
}

/** A listed invitation: its own link-preview picture when it is on this site, else its theme's illustration. */
function showcaseItem(item: ShowcaseItem, themes: Map<string, HomeTheme | undefined>): HomeShowcaseItem {
  const theme = themes.get(item.theme);
  const picture = item.meta_image && ON_THIS_SITE.test(item.meta_image) ? item.meta_image : undefined;
  const names = [item.groom_nickname, item.bride_nickname].filter(Boolean).join(' & ');
  const image = picture ?? theme?.illustration;
  return {
    slug: item.slug,
    names: names || 'Undangan pernikahan',
    ...(theme && { themeName: theme.name }),
    ...(image && { image }),
    photo: picture !== undefined,
  };
}

/**
 * The home page's data (docs/product.md#home-page) through the services the API's routes use: the
 * plans (GET /v1/plan), the theme catalogue (GET /v1/theme) with one theme of each category, and the
 * newest invitations of the portofolio showcase (GET /v2/invitation/portofolio).
 */
export async function readHomePageData(db: Database): Promise<HomePageRead> {
  const plans = await planList(db);
  const catalogue = await themeCatalogue(db);
  const showcase = await showcasePage(db, 'portofolio', { page: 1, pageSize: HOME_SHOWCASE_SIZE });
  const themes = new Map(catalogue.map((item) => [item.slug, homeTheme(item)]));
  const firstOfCategory = catalogue.filter(
    (item, index) => index === catalogue.findIndex((other) => other.category.id === item.category.id),
  );
  const featured = firstOfCategory.flatMap((item) => themes.get(item.slug) ?? []);
  const hero = themes.get(HERO_THEME) ?? featured[0];
  return {
    data: {
      ...(hero && { hero }),
      themes: featured,
      themeCount: [...themes.values()].filter(Boolean).length,
      plans,
      showcase: showcase.data.map((item) => showcaseItem(item, themes)),
    },
    changesAt: showcase.changesAt === null ? null : Date.parse(showcase.changesAt),
  };
}
