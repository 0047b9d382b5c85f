import { BrandMark } from '../ui/brand-mark';
import { PRODUCT_NAME } from './home-copy';
import { HOME_LINKS } from './home-links';

/** The sections the header's menu jumps to (on wider screens; a phone scrolls). */
const MENU = [
  { href: '#tema', label: 'Tema' },
  { href: '#cara-kerja', label: 'Cara kerja' },
  { href: '#harga', label: 'Harga' },
  { href: '#faq', label: 'FAQ' },
] as const;

/** The product's mark and name, the page's menu and "Masuk". */
export function HomeHeader() {
  return (
    <header className="home-header">
      <div className="home-wrap home-header__inner">
        <a className="home-brand" href="/">
          <BrandMark size={36} />
          <span className="home-brand__name">{PRODUCT_NAME}</span>
        </a>
        <nav className="home-menu" aria-label="Menu halaman">
          {MENU.map((item) => (
            <a key={item.href} href={item.href}>
              {item.label}
            </a>
          ))}
        </nav>
        <a className="home-button home-button--quiet" href={HOME_LINKS.signIn}>
          Masuk
        </a>
      </div>
    </header>
  );
}
