import { invitationPath } from './home-links';
import type { HomeShowcaseItem } from './home-page-data';
import { SectionHead } from './section-head';

/** One published invitation: its picture, the couple and its theme, opening the invitation. */
function ShowcaseCard({ item }: { item: HomeShowcaseItem }) {
  return (
    <li>
      <a className="home-example" href={invitationPath(item.slug)}>
        <span className={item.photo ? 'home-example__picture' : 'home-example__picture home-example__picture--art'}>
          {item.image && <img src={item.image} width={600} height={450} alt="" loading="lazy" decoding="async" />}
        </span>
        <span className="home-example__text">
          <h3 className="home-example__names">{item.names}</h3>
          {item.themeName && <span className="home-example__theme">Tema {item.themeName}</span>}
        </span>
      </a>
    </li>
  );
}

/** "Contoh": invitations their couples let the home page show (the portofolio showcase). */
export function ShowcaseList({ items }: { items: readonly HomeShowcaseItem[] }) {
  if (!items.length) return null;
  return (
    <section id="contoh" className="home-section home-section--blush" aria-labelledby="contoh-title">
      <div className="home-wrap">
        <SectionHead id="contoh-title" kicker="Contoh" title="Undangan yang sudah dibagikan">
          Pasangan-pasangan ini mengizinkan undangannya ditampilkan di sini. Buka untuk melihat yang diterima tamu
          mereka.
        </SectionHead>
        <ul className="home-examples">
          {items.map((item) => (
            <ShowcaseCard key={item.slug} item={item} />
          ))}
        </ul>
      </div>
    </section>
  );
}
