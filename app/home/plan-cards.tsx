import { planBelow, planIncludes } from '../../engine/format/plan-includes';
import { formatRupiah } from '../../engine/format/rupiah';
import { planLabel } from '../../engine/format/plan-label';
import { planPrice } from '../../engine/format/plan-price';
import type { InvitationPlan } from '../../schemas/entities/invitation-plan.schema';
import { HOME_LINKS } from './home-links';
import { SectionHead } from './section-head';

/** A plan's price: the discount price with the usual one struck through while a discount runs. */
function PlanPrice({ plan }: { plan: InvitationPlan }) {
  const { now, usual } = planPrice(plan);
  return (
    <p className="home-plan__price">
      {usual !== null && (
        <>
          <s className="home-plan__usual">
            <span className="visually-hidden">Harga normal </span>
            {formatRupiah(usual)}
          </s>
          <span className="visually-hidden">, sekarang </span>
        </>
      )}
      <span className="home-plan__amount">{formatRupiah(now)}</span>
      <span className="home-plan__per"> / undangan</span>
    </p>
  );
}

/** One plan: name, price, what it includes and the way to start on it; the highest tier stands out. */
function PlanCard({ plan, below, top }: { plan: InvitationPlan; below?: InvitationPlan; top: boolean }) {
  const name = planLabel(plan.name);
  return (
    <li className={top ? 'home-plan home-plan--top' : 'home-plan'}>
      {top && <p className="home-plan__flag">Terlengkap</p>}
      <h3 className="home-plan__name">{name}</h3>
      {plan.description && <p className="home-plan__description">{plan.description}</p>}
      <PlanPrice plan={plan} />
      <ul className="home-plan__includes">
        {planIncludes(plan, below).map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <a
        className={top ? 'home-button home-button--light' : 'home-button home-button--secondary'}
        href={HOME_LINKS.register}
      >
        Pilih {name}
      </a>
    </li>
  );
}

/** "Harga": the plans as the catalogue holds them (GET /v1/plan), lowest tier first. */
export function PlanCards({ plans }: { plans: readonly InvitationPlan[] }) {
  if (!plans.length) return null;
  return (
    <section id="harga" className="home-section" aria-labelledby="harga-title">
      <div className="home-wrap">
        <SectionHead id="harga-title" kicker="Harga" title="Bayar sekali, tanpa langganan">
          Setiap paket memuat tema pilihan, tautan pribadi untuk setiap tamu, RSVP dan ucapan. Coba dan susun gratis;
          bayar saat undangan siap diterbitkan.
        </SectionHead>
        <ul className="home-plans">
          {plans.map((plan, index) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              below={planBelow(plans, plan)}
              top={plans.length > 1 && index === plans.length - 1}
            />
          ))}
        </ul>
      </div>
    </section>
  );
}
