import { BrandMark } from '../ui/brand-mark';
import { PRODUCT_NAME } from './home-copy';
import { HOME_LINKS } from './home-links';

/** The page's foot: the product's name and its ways in. */
export function HomeFooter() {
  return (
    <footer className="home-footer">
      <div className="home-wrap home-footer__inner">
        <p className="home-brand home-brand--footer">
          <BrandMark size={28} />
          <span className="home-brand__name">{PRODUCT_NAME}</span>
        </p>
        <nav className="home-footer__links" aria-label="Tautan">
          <a href={HOME_LINKS.catalogue}>Semua tema</a>
          <a href={HOME_LINKS.register}>Daftar</a>
          <a href={HOME_LINKS.signIn}>Masuk</a>
        </nav>
        <p className="home-footer__note">Undangan pernikahan digital untuk Indonesia.</p>
      </div>
    </footer>
  );
}
