import type { CSSProperties } from 'react';
import type { ThemeCatalogueItem } from '../../../../schemas/responses/theme-catalogue';
import { OwnerThemePreview } from './owner-theme-preview';
import { lockedFor } from './plan-label';
import './theme-catalogue.css';

/** A padlock, drawn inline (no icon font, nothing fetched). */
function LockIcon() {
  return (
    <svg className="theme-option__lock-icon" viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
      <path
        fill="currentColor"
        d="M4 7V5a4 4 0 1 1 8 0v2h.5A1.5 1.5 0 0 1 14 8.5v5a1.5 1.5 0 0 1-1.5 1.5h-9A1.5 1.5 0 0 1 2 13.5v-5A1.5 1.5 0 0 1 3.5 7H4Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
      />
    </svg>
  );
}

type Category = ThemeCatalogueItem['category'];

/** The catalogue's categories in the order the API lists their first theme, each with its themes. */
function byCategory(themes: ThemeCatalogueItem[]): { category: Category; themes: ThemeCatalogueItem[] }[] {
  const groups = new Map<string, { category: Category; themes: ThemeCatalogueItem[] }>();
  for (const theme of themes) {
    const group = groups.get(theme.category.id) ?? { category: theme.category, themes: [] };
    group.themes.push(theme);
    groups.set(theme.category.id, group);
  }
  return [...groups.values()];
}

/** A theme above the plan's tier cannot be chosen (docs/product.md#plans). */
export const isLocked = (theme: ThemeCatalogueItem, planTier: number | undefined) =>
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
  headingLevel = 3,
  onChoose,
}: {
  themes: ThemeCatalogueItem[];
  planTier: number | undefined;
  selected: string | undefined;
  /** What the chosen theme's mark says ('Dipilih', 'Tema saat ini'). */
  selectedLabel: string;
  /** While a choice is being saved: no other choice. */
  busy?: boolean;
  names?: string;
  /** The categories' heading level under the page's own headings. */
  headingLevel?: 2 | 3;
  onChoose: (slug: string) => void;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="theme-catalogue">
      {byCategory(themes).map(({ category, themes: inCategory }) => (
        <section
          key={category.id}
          className="theme-catalogue__category"
          style={{ '--category-color': category.color } as CSSProperties}
          aria-labelledby={`theme-category-${category.id}`}
        >
          <Heading id={`theme-category-${category.id}`} className="theme-catalogue__heading">
            <span className="theme-catalogue__swatch" aria-hidden="true" />
            {category.name}
          </Heading>
          <ul className="theme-catalogue__list">
            {inCategory.map((theme) => {
              const locked = isLocked(theme, planTier);
              const chosen = theme.slug === selected;
              return (
                <li key={theme.slug}>
                  <button
                    type="button"
                    className={`ui-card-button theme-option${chosen ? ' theme-option--chosen' : ''}${locked ? ' theme-option--locked' : ''}`}
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
                          <LockIcon />
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
