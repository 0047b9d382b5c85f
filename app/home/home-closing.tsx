import { HOME_LINKS } from './home-links';

/** The last call to start, after the questions: "Buat Undangan" and "Masuk". */
export function HomeClosing() {
  return (
    <section className="home-closing" aria-labelledby="closing-title">
      <div className="home-wrap home-closing__inner">
        <h2 id="closing-title" className="home-closing__title">
          Mulai susun undangan Anda hari ini
        </h2>
        <p className="home-closing__lead">Daftar gratis, pilih tema, dan terbitkan saat semuanya siap.</p>
        <div className="home-actions">
          <a className="home-button home-button--light" href={HOME_LINKS.register}>
            Buat Undangan
          </a>
          <a className="home-button home-button--outline-light" href={HOME_LINKS.signIn}>
            Masuk
          </a>
        </div>
      </div>
    </section>
  );
}
