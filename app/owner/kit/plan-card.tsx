import { planIncludes } from '../../../engine/format/plan-includes';
import { planPrice } from '../../../engine/format/plan-price';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { planLabel } from './themes/plan-label';
import './plan-card.css';

/** A plan as the API lists it (GET /v1/plan): the entity, with its badge colour. */
export type PlanOption = InvitationPlan & { color?: string };

/**
 * A plan's face on a card (kit/plan-card.css, `.plan-card` around it): its name, its price with the
 * old one struck through while a discount runs, its description and what it includes, in the home
 * page's words (engine/format/plan-includes.ts: a higher plan as what it adds to the plan below).
 */
export function PlanCardFace({ plan, below }: { plan: PlanOption; below?: PlanOption }) {
  const { now, usual } = planPrice(plan);
  return (
    <>
      <span className="plan-card__name">{planLabel(plan.name)}</span>
      <span className="plan-card__price">
        {usual !== null && (
          <s className="plan-card__old-price">
            <span className="visually-hidden">Harga normal </span>
            {formatRupiah(usual)}
          </s>
        )}
        {formatRupiah(now)}
      </span>
      {plan.description && <span className="plan-card__description">{plan.description}</span>}
      <ul className="plan-card__includes">
        {planIncludes(plan, below).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
