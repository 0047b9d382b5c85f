import type { CSSProperties } from 'react';
import { tokensToCssVariables } from '../../engine/tokens/css-variables';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { themeAssetUrl } from '../../engine/tokens/theme-asset-url';

/**
 * A small live preview of a theme, styled by its own tokens: its colours, fonts, pattern and frame
 * around the couple's names (sample names unless given). The guest's theme gallery and the owner's
 * pages (their invitations, the theme choice) show the same card.
 */
export function ThemePreviewCard({ theme, names = 'Raka & Ayu' }: { theme: ThemeManifest; names?: string }) {
  const [groom, bride] = names.split(' & ');
  const style = tokensToCssVariables(theme.tokens, themeAssetUrl(theme.id)) as CSSProperties;
  return (
    <div className="theme-card__preview" data-theme={theme.id} style={style}>
      <span className="ornament-corner ornament-corner--tl" aria-hidden="true" />
      <span className="ornament-corner ornament-corner--tr" aria-hidden="true" />
      <p className="theme-card__kicker">{theme.copy?.opening?.title ?? 'The Wedding Of'}</p>
      <div className="theme-card__frame">
        <p className="theme-card__names">
          {bride === undefined ? (
            names
          ) : (
            <>
              {groom} <span className="amp">&amp;</span> {bride}
            </>
          )}
        </p>
      </div>
      <span className="ornament-divider" aria-hidden="true" />
    </div>
  );
}

/** The first colours of a theme's palette, as dots (decoration: the name says which theme). */
export function ThemePalette({ theme }: { theme: ThemeManifest }) {
  return (
    <ul className="theme-card__palette" aria-hidden="true">
      {Object.entries(theme.tokens.colors)
        .slice(0, 5)
        .map(([name, colour]) => (
          <li key={name} style={{ backgroundColor: colour }} />
        ))}
    </ul>
  );
}
