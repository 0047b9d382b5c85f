import type { CSSProperties } from 'react';
import { planLabel } from '../../engine/format/plan-label';
import { wordList } from '../../engine/format/word-list';
import { demoPath, HOME_LINKS } from './home-links';
import type { HomePageData, HomeTheme } from './home-page-data';
import { SectionHead } from './section-head';

/** One theme's card: its illustration and the sample couple in its colours, opening its demo. */
function ThemePreview({ theme }: { theme: HomeTheme }) {
  const colours = {
    '--theme-background': theme.colors.background,
    '--theme-primary': theme.colors.primary,
  } as CSSProperties;
  return (
    <li>
      <a className="home-theme" href={demoPath(theme.id)} style={colours}>
        <span className="home-theme__panel">
          {theme.illustration && (
            <img
              className="home-theme__art"
              src={theme.illustration}
              width={600}
              height={800}
              alt=""
              loading="lazy"
              decoding="async"
            />
          )}
          <span className="home-theme__names" aria-hidden="true">
            Raka &amp; Ayu
          </span>
        </span>
        <span className="home-theme__info">
          <h3 className="home-theme__name">{theme.name}</h3>
          <span className="home-theme__meta">
            {theme.category}
            {theme.plan && ` · paket ${planLabel(theme.plan)}`}
          </span>
        </span>
      </a>
    </li>
  );
}

/** "Tema": one theme of each category, each opening its demo, and the way to the whole catalogue. */
export function ThemePreviews({ data }: { data: HomePageData }) {
  const categories = wordList(
    data.themes.map((theme) => theme.category),
    'dan',
  );
  return (
    <section id="tema" className="home-section" aria-labelledby="tema-title">
      <div className="home-wrap">
        <SectionHead id="tema-title" kicker="Tema" title="Satu undangan, banyak gaya">
          {data.themeCount} tema siap pakai{categories && ` dalam gaya ${categories}`}. Buka contohnya untuk melihat
          undangan lengkap seperti yang diterima tamu.
        </SectionHead>
        <ul className="home-themes">
          {data.themes.map((theme) => (
            <ThemePreview key={theme.id} theme={theme} />
          ))}
          <li>
            <a className="home-theme home-theme--all" href={HOME_LINKS.catalogue}>
              <span className="home-theme__all-count">{data.themeCount}</span>
              <span>Lihat semua tema</span>
            </a>
          </li>
        </ul>
      </div>
    </section>
  );
}
