import { eq } from 'drizzle-orm';
import type { ThemeCatalogueItem } from '../../../schemas/responses/theme-catalogue';
import { THEME_CATEGORIES, THEME_CATEGORY_IDS } from '../../../schemas/theme-categories';
import type { Database } from '../../db/database';
import { invitationPlans, themes } from '../../db/schema';
import { themeManifest } from './theme-manifests';

const categoryOrder = (id: string) => THEME_CATEGORY_IDS.indexOf(id as (typeof THEME_CATEGORY_IDS)[number]);

/**
 * The theme catalogue as the owner's theme picker reads it (docs/product.md#theme-catalogue): each
 * theme of the catalogue that has a manifest, with its description and category from the manifest
 * and the lowest plan that may use it, by category (in the categories' order), then by name.
 */
export async function themeCatalogue(db: Database): Promise<ThemeCatalogueItem[]> {
  const rows = await db
    .select({
      id: themes.id,
      slug: themes.slug,
      name: themes.name,
      plan: {
        code: invitationPlans.code,
        name: invitationPlans.name,
        tier: invitationPlans.tier,
        color: invitationPlans.color,
      },
    })
    .from(themes)
    .leftJoin(invitationPlans, eq(invitationPlans.id, themes.invitation_plan_id));
  const items = rows.flatMap(({ id, slug, name, plan }): ThemeCatalogueItem[] => {
    const manifest = themeManifest(slug);
    if (!manifest) return [];
    const category = { id: manifest.category, ...THEME_CATEGORIES[manifest.category] };
    return [{ id, slug, name, description: manifest.description, category, plan }];
  });
  return items.sort(
    (a, b) => categoryOrder(a.category.id) - categoryOrder(b.category.id) || a.name.localeCompare(b.name, 'id'),
  );
}
