import type { CSSProperties } from 'react';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { planLabel } from '../kit/themes/plan-label';

/** A plan as the API lists it: the entity, plus its badge colour. */
export type PlanOption = InvitationPlan & { color?: string };

/** What a plan includes, said plainly: its days, its sections, the guestbook, its add-ons. */
function inclusions(plan: PlanOption): string[] {
  return [
    `Aktif ${plan.expired_day} hari`,
    plan.section.length ? `${plan.section.length} bagian undangan` : 'Semua bagian undangan',
    ...(plan.with_guestbook ? ['Buku tamu digital di lokasi acara'] : []),
    ...(plan.add_ons ?? []),
  ];
}

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
        {plans.map((plan) => {
          const price = plan.discount_price ?? plan.price;
          return (
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
              <span className="plan-card__name">{planLabel(plan.name)}</span>
              <span className="plan-card__price">
                {plan.discount_price != null && plan.discount_price < plan.price && (
                  <s className="plan-card__old-price">{formatRupiah(plan.price)}</s>
                )}
                {formatRupiah(price)}
              </span>
              {plan.description && <span className="plan-card__description">{plan.description}</span>}
              <ul className="plan-card__includes">
                {inclusions(plan).map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </label>
          );
        })}
      </div>
      {error && (
        <p id="plan-choice-error" className="ui-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
