import { Link, useLoaderData } from 'react-router';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import { loadTheme } from '../../../renderers/themes/load-theme';
import { THEME_IDS } from '../../../renderers/themes/theme-files';
import { ThemePalette, ThemePreviewCard } from '../../../renderers/chrome/theme-preview-card';

export async function loader() {
  const manifests = await Promise.all(THEME_IDS.map((id) => loadTheme(id)));
  return { themes: manifests.filter((m): m is ThemeManifest => m !== undefined) };
}

/** One theme of the gallery: its live preview, name and palette, opening its demo invitation. */
function ThemeGalleryCard({ theme }: { theme: ThemeManifest }) {
  return (
    <li className="theme-card" data-theme={theme.id}>
      <Link to={`/demo/${theme.id}`} className="theme-card__link" aria-label={`Buka demo tema ${theme.name}`}>
        <ThemePreviewCard theme={theme} />
        <div className="theme-card__info">
          <h2 className="theme-card__name">{theme.name}</h2>
          <p className="theme-card__description">{theme.description}</p>
          <ThemePalette theme={theme} />
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
          <ThemeGalleryCard key={theme.id} theme={theme} />
        ))}
      </ul>
    </main>
  );
}
