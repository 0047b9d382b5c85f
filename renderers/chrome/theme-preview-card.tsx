import type { CSSProperties } from 'react';
import { tokensToCssVariables } from '../../engine/tokens/css-variables';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { themeAssetUrl } from '../../engine/tokens/theme-asset-url';

/**
 * A small live preview of a theme, styled by its own tokens: its signature illustration, and below it
 * the couple's names (sample names unless given) in its fonts and colours on its pattern. The guest's
 * theme gallery and the owner's pages (their invitations, the theme choice) show the same card.
 */
export function ThemePreviewCard({ theme, names = 'Raka & Ayu' }: { theme: ThemeManifest; names?: string }) {
  const [groom, bride] = names.split(' & ');
  const style = tokensToCssVariables(theme.tokens, themeAssetUrl(theme.id)) as CSSProperties;
  return (
    <div className="theme-card__preview" data-theme={theme.id} style={style}>
      <span className="theme-card__art" aria-hidden="true" />
      <p className="theme-card__kicker">{theme.copy?.opening?.title ?? 'The Wedding Of'}</p>
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
