import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import { homeQuestions } from './home-copy';
import { SectionHead } from './section-head';

/** "Pertanyaan umum": each question opens its answer (no script: a details element). */
export function HomeFaq({ plans }: { plans: readonly InvitationPlan[] }) {
  return (
    <section id="faq" className="home-section" aria-labelledby="faq-title">
      <div className="home-wrap home-faq">
        <SectionHead id="faq-title" kicker="FAQ" title="Pertanyaan yang sering diajukan" />
        <div className="home-faq__list">
          {homeQuestions(plans).map(({ question, answer }) => (
            <details key={question} className="home-faq__item">
              <summary>{question}</summary>
              <p>{answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
