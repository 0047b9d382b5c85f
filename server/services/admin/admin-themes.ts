import { count } from 'drizzle-orm';
import type { AdminTheme } from '../../../schemas/responses/admin';
import type { Database } from '../../db/database';
import { invitations, themes } from '../../db/schema';
import { themeCatalogue } from '../invitations/theme-catalogue-rows';

/**
 * The theme catalogue as the owner's picker lists it (docs/product.md#theme-catalogue), with whether
 * each theme names a plan (`restricted`, from its manifest) and how many invitations use it now
 * (versions counted apart: a version has a theme of its own).
 */
export async function adminThemeList(db: Database): Promise<AdminTheme[]> {
  const [catalogue, rows, uses] = await Promise.all([
    themeCatalogue(db),
    db.select({ slug: themes.slug, restricted: themes.restricted }).from(themes),
    db.select({ theme: invitations.theme, used: count() }).from(invitations).groupBy(invitations.theme),
  ]);
  const restricted = new Map(rows.map((row) => [row.slug, row.restricted]));
  const used = new Map(uses.map((use) => [use.theme, use.used]));
  return catalogue.map((theme) => ({
    ...theme,
    restricted: restricted.get(theme.slug) ?? false,
    used: used.get(theme.slug) ?? 0,
  }));
}
