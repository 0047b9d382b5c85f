import { formatRupiah } from '../../../engine/format/rupiah';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { planLabel } from './themes/plan-label';
import './plan-card.css';

/** A plan as the API lists it (GET /v1/plan): the entity, with its badge colour. */
export type PlanOption = InvitationPlan & { color?: string };

/** What a plan includes, said plainly: its days, its sections, the guestbook, its add-ons. */
export function planInclusions(plan: PlanOption): string[] {
  return [
    `Aktif ${plan.expired_day} hari`,
    plan.section.length ? `${plan.section.length} bagian undangan` : 'Semua bagian undangan',
    ...(plan.with_guestbook ? ['Buku tamu digital di lokasi acara'] : []),
    ...(plan.add_ons ?? []),
  ];
}

/**
 * A plan's face on a card (kit/plan-card.css, `.plan-card` around it): its name, its price with the
 * old one struck through while a discount runs, its description and what it includes.
 */
export function PlanCardFace({ plan }: { plan: PlanOption }) {
  const discounted = plan.discount_price != null && plan.discount_price < plan.price;
  return (
    <>
      <span className="plan-card__name">{planLabel(plan.name)}</span>
      <span className="plan-card__price">
        {discounted && (
          <s className="plan-card__old-price">
            <span className="visually-hidden">Harga normal </span>
            {formatRupiah(plan.price)}
          </s>
        )}
        {formatRupiah(discounted ? plan.discount_price! : plan.price)}
      </span>
      {plan.description && <span className="plan-card__description">{plan.description}</span>}
      <ul className="plan-card__includes">
        {planInclusions(plan).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </>
  );
}
