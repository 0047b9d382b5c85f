import { FeatureIcon } from './feature-icon';
import { FEATURES, HERO_COPY } from './home-copy';
import { HOME_LINKS } from './home-links';
import type { HomePageData } from './home-page-data';
import { HeroPhone } from './hero-phone';

/** The first screen: what the product does, the way in, and a phone with an invitation on it. */
export function HomeHero({ data }: { data: HomePageData }) {
  return (
    <section className="home-hero" aria-labelledby="home-title">
      <div className="home-wrap home-hero__inner">
        <div className="home-hero__text">
          <p className="home-kicker">{HERO_COPY.kicker}</p>
          <h1 id="home-title" className="home-hero__title">
            {HERO_COPY.title}
          </h1>
          <p className="home-hero__lead">{HERO_COPY.lead}</p>
          <div className="home-actions">
            <a className="home-button home-button--primary" href={HOME_LINKS.register}>
              Buat Undangan
            </a>
            <a className="home-button home-button--secondary" href={HOME_LINKS.catalogue}>
              Lihat {data.themeCount} Tema
            </a>
          </div>
          <p className="home-hero__note">{HERO_COPY.note}</p>
        </div>
        {data.hero && <HeroPhone theme={data.hero} />}
      </div>
      <ul className="home-wrap home-features">
        {FEATURES.map((feature) => (
          <li key={feature.icon} className="home-feature">
            <FeatureIcon icon={feature.icon} />
            <p className="home-feature__title">{feature.title}</p>
            <p className="home-feature__text">{feature.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
