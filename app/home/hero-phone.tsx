import type { CSSProperties } from 'react';
import type { HomeTheme } from './home-page-data';

/** The theme's colours for the phone's screen (home.css reads them). */
const themeColours = (theme: HomeTheme) =>
  ({
    '--theme-background': theme.colors.background,
    '--theme-primary': theme.colors.primary,
    '--theme-text': theme.colors.text,
  }) as CSSProperties;

/**
 * A phone showing an invitation's cover in a theme, with a guest's name on it, and what comes back
 * from guests: a picture of the product, beside the first screen's words (decoration: the words say it).
 */
export function HeroPhone({ theme }: { theme: HomeTheme }) {
  return (
    <div className="home-hero__visual" aria-hidden="true">
      <div className="phone-bezel home-phone" style={themeColours(theme)}>
        <div className="home-phone__screen">
          {theme.illustration && (
            <img className="home-phone__art" src={theme.illustration} width={600} height={800} alt="" />
          )}
          <div className="home-phone__cover">
            <p className="home-phone__kicker">The Wedding Of</p>
            <p className="home-phone__names">
              Raka <span>&amp;</span> Ayu
            </p>
            <p className="home-phone__guest">
              Kepada Yth.
              <strong>Budi Santoso</strong>
            </p>
            <span className="home-phone__open">Buka Undangan</span>
          </div>
        </div>
      </div>
      <p className="home-chip home-chip--rsvp">
        <span className="home-chip__dot" />
        Budi Santoso hadir · 2 orang
      </p>
      <p className="home-chip home-chip--wish">“Selamat menempuh hidup baru!”</p>
    </div>
  );
}
