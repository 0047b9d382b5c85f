import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { InvitationSummary } from '../../../schemas/responses/owner-invitations';
import { contentQuery } from '../../queries/owner-queries';
import { firstSteps } from './first-steps';
import './first-steps-card.css';

/**
 * 'Langkah berikutnya' at the top of the dashboard: the couple's first steps, each a link, the ones
 * done ticked, the next one marked; gone once all are done. For those who can edit (a viewer sees
 * the numbers only).
 */
export function FirstStepsCard({ invitationId, summary }: { invitationId: string; summary: InvitationSummary }) {
  const { data: content } = useQuery(contentQuery(invitationId));
  if (!content) return null;
  const steps = firstSteps(summary, content);
  const done = steps.filter((step) => step.done).length;
  if (done === steps.length) return null;
  const next = steps.findIndex((step) => !step.done);
  const base = `/invitation/${encodeURIComponent(invitationId)}`;
  return (
    <section className="ui-card first-steps" aria-labelledby="first-steps-title">
      <div className="first-steps__head">
        <h2 id="first-steps-title" className="dashboard-card__title">
          Langkah berikutnya
        </h2>
        <p className="first-steps__count">
          {done} dari {steps.length} selesai
        </p>
      </div>
      <progress className="first-steps__bar" max={steps.length} value={done} aria-label="Langkah selesai" />
      <ol className="first-steps__list">
        {steps.map((step, n) => (
          <li
            key={step.label}
            className={`first-steps__item${step.done ? ' first-steps__item--done' : ''}${n === next ? ' first-steps__item--next' : ''}`}
          >
            <Link
              className="first-steps__link"
              to={step.to.startsWith('#') ? step.to : `${base}/${step.to}`}
              aria-current={n === next ? 'step' : undefined}
            >
              <span className="first-steps__mark" aria-hidden="true">
                {step.done ? '✓' : n + 1}
              </span>
              <span className="first-steps__text">
                <span className="first-steps__label">
                  {step.label}
                  {step.done && <span className="visually-hidden"> (selesai)</span>}
                </span>
                <span className="first-steps__hint">{step.hint}</span>
              </span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}
