import type { CSSProperties } from 'react';
import type { CatalogueTheme } from '../../../schemas/responses/owner-invitations';
import { OwnerThemePreview } from './owner-theme-preview';
import { lockedFor } from './plan-label';

type Category = CatalogueTheme['category'];

/** The catalogue's categories in the order the API lists their first theme, each with its themes. */
function byCategory(themes: CatalogueTheme[]): { category: Category; themes: CatalogueTheme[] }[] {
  const groups = new Map<string, { category: Category; themes: CatalogueTheme[] }>();
  for (const theme of themes) {
    const group = groups.get(theme.category.id) ?? { category: theme.category, themes: [] };
    group.themes.push(theme);
    groups.set(theme.category.id, group);
  }
  return [...groups.values()];
}

/** A theme above the plan's tier cannot be chosen (docs/product.md#plans). */
export const isLocked = (theme: CatalogueTheme, planTier: number | undefined) =>
  !!theme.plan && theme.plan.tier > (planTier ?? 0);

/**
 * The theme catalogue grouped by category (each in its colour), every theme a live preview. The
 * chosen one is marked; themes above the plan are shown locked, naming the plan they need.
 */
export function ThemeCatalogue({
  themes,
  planTier,
  selected,
  selectedLabel,
  busy,
  names,
  onChoose,
}: {
  themes: CatalogueTheme[];
  planTier: number | undefined;
  selected: string | undefined;
  /** What the chosen theme's mark says ('Dipilih', 'Tema saat ini'). */
  selectedLabel: string;
  /** While a choice is being saved: no other choice. */
  busy?: boolean;
  names?: string;
  onChoose: (slug: string) => void;
}) {
  return (
    <div className="theme-catalogue">
      {byCategory(themes).map(({ category, themes: inCategory }) => (
        <section
          key={category.id}
          className="theme-catalogue__category"
          style={{ '--category-color': category.color } as CSSProperties}
          aria-labelledby={`theme-category-${category.id}`}
        >
          <h3 id={`theme-category-${category.id}`} className="theme-catalogue__heading">
            <span className="theme-catalogue__swatch" aria-hidden="true" />
            {category.name}
          </h3>
          <ul className="theme-catalogue__list">
            {inCategory.map((theme) => {
              const locked = isLocked(theme, planTier);
              const chosen = theme.slug === selected;
              return (
                <li key={theme.slug}>
                  <button
                    type="button"
                    className={`theme-option${chosen ? ' theme-option--chosen' : ''}${locked ? ' theme-option--locked' : ''}`}
                    aria-pressed={chosen}
                    disabled={locked || busy}
                    data-theme-option={theme.slug}
                    onClick={() => !chosen && onChoose(theme.slug)}
                  >
                    <OwnerThemePreview themeId={theme.slug} names={names} />
                    <span className="theme-option__info">
                      <span className="theme-option__name">{theme.name}</span>
                      {chosen && <span className="theme-option__mark">✓ {selectedLabel}</span>}
                      {locked && theme.plan && (
                        <span className="theme-option__lock">
                          <span aria-hidden="true">🔒 </span>
                          {lockedFor(theme.plan.name)}
                        </span>
                      )}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
