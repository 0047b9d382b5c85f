import { DAYS_AFTER_MAIN_EVENT } from '../../../engine/content/active-period';
import type { PlanCode } from '../../../schemas/entities/invitation-plan.schema';
import { PlanOfferCard } from './plan-offer-card';
import type { PlanOffer } from './plan-offer';
import './plan-offers.css';

/** The plans to choose from (a radio group of PlanOfferCard), and the rule of the period's end. */
export function PlanOffers({
  offers,
  value,
  onChange,
}: {
  offers: readonly PlanOffer[];
  value: PlanCode | null;
  onChange: (code: PlanCode) => void;
}) {
  return (
    <fieldset className="plan-choice plan-offers">
      <legend className="plan-offers__legend">Pilih paket</legend>
      <div className="plan-choice__list">
        {offers.map((offer) => (
          <PlanOfferCard
            key={offer.option.plan_code}
            offer={offer}
            chosen={offer.option.plan_code === value}
            onChoose={() => onChange(offer.option.plan_code)}
          />
        ))}
      </div>
      <p className="plan-offers__rule">
        Masa aktif dihitung sejak pembayaran diterima dan tidak pernah berakhir sebelum {DAYS_AFTER_MAIN_EVENT} hari
        setelah acara utama, agar tamu masih dapat membuka undangan untuk ucapan dan foto.
      </p>
    </fieldset>
  );
}
