import type { CSSProperties } from 'react';
import { planBelow } from '../../../engine/format/plan-includes';
import { PlanCardFace, type PlanOption } from '../kit/plan-card';

export type { PlanOption };

/** The plans as cards to choose one from (a radio group): name, price, days and what it includes. */
export function PlanChoice({
  plans,
  value,
  onChange,
  error,
}: {
  plans: PlanOption[];
  value: string;
  onChange: (code: string) => void;
  error?: string;
}) {
  return (
    <fieldset className="plan-choice" aria-describedby={error ? 'plan-choice-error' : undefined}>
      <legend className="visually-hidden">Paket</legend>
      <div className="plan-choice__list">
        {plans.map((plan) => (
          <label
            key={plan.code}
            className={`plan-card${plan.code === value ? ' plan-card--chosen' : ''}`}
            style={{ '--plan-color': plan.color ?? '#8e3b52' } as CSSProperties}
          >
            <input
              type="radio"
              name="plan"
              value={plan.code}
              checked={plan.code === value}
              onChange={() => onChange(plan.code)}
            />
            <PlanCardFace plan={plan} below={planBelow(plans, plan)} />
          </label>
        ))}
      </div>
      {error && (
        <p id="plan-choice-error" className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
