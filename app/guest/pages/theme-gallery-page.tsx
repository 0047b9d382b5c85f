import type { CSSProperties } from 'react';
import { Link, useLoaderData } from 'react-router';
import { tokensToCssVariables } from '../../../engine/tokens/css-variables';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import { loadTheme } from '../themes/load-theme';
import { assetUrlFor, THEME_IDS } from '../themes/theme-files';

export async function loader() {
  const manifests = await Promise.all(THEME_IDS.map((id) => loadTheme(id)));
  return { themes: manifests.filter((m): m is ThemeManifest => m !== undefined) };
}

/** A small live preview of a theme: its colours, fonts, pattern and frame around sample names. */
function ThemePreview({ theme }: { theme: ThemeManifest }) {
  const style = tokensToCssVariables(theme.tokens, assetUrlFor(theme.id)) as CSSProperties;
  return (
    <li className="theme-card" data-theme={theme.id} style={style}>
      <Link to={`/demo/${theme.id}`} className="theme-card__link" aria-label={`Buka demo tema ${theme.name}`}>
        <div className="theme-card__preview">
          <span className="ornament-corner ornament-corner--tl" aria-hidden="true" />
          <span className="ornament-corner ornament-corner--tr" aria-hidden="true" />
          <p className="theme-card__kicker">{theme.copy?.opening?.title ?? 'The Wedding Of'}</p>
          <div className="theme-card__frame">
            <p className="theme-card__names">Raka &amp; Ayu</p>
          </div>
          <span className="ornament-divider" aria-hidden="true" />
        </div>
        <div className="theme-card__info">
          <h2 className="theme-card__name">{theme.name}</h2>
          <p className="theme-card__description">{theme.description}</p>
          <ul className="theme-card__palette" aria-hidden="true">
            {Object.entries(theme.tokens.colors)
              .slice(0, 5)
              .map(([name, colour]) => (
                <li key={name} style={{ backgroundColor: colour }} />
              ))}
          </ul>
        </div>
      </Link>
    </li>
  );
}

/** /demo: every theme, each with a preview that opens its demo invitation. */
export function Component() {
  const { themes } = useLoaderData<typeof loader>();
  return (
    <main className="theme-gallery">
      <header className="theme-gallery__header">
        <h1>Pilih Tema Undangan</h1>
        <p>{themes.length} tema siap pakai. Buka salah satu untuk melihat contoh undangan lengkap.</p>
      </header>
      <ul className="theme-gallery__list">
        {themes.map((theme) => (
          <ThemePreview key={theme.id} theme={theme} />
        ))}
      </ul>
    </main>
  );
}
