import { steps } from './home-copy';
import { SectionHead } from './section-head';

/** "Cara kerja": from a theme to the guests, in four numbered steps. */
export function HowItWorks({ themeCount }: { themeCount: number }) {
  return (
    <section id="cara-kerja" className="home-section home-section--blush" aria-labelledby="cara-kerja-title">
      <div className="home-wrap">
        <SectionHead id="cara-kerja-title" kicker="Cara kerja" title="Empat langkah sampai ke tamu">
          Tanpa desainer dan tanpa aplikasi: semuanya dari ponsel atau laptop Anda.
        </SectionHead>
        <ol className="home-steps">
          {steps(themeCount).map((step, index) => (
            <li key={step.title} className="home-step">
              <span className="home-step__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="home-step__title">{step.title}</h3>
              <p className="home-step__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
