import type { CSSProperties } from 'react';
import { formatLongDate } from '../../../engine/format/calendar-days';
import { formatRupiah } from '../../../engine/format/rupiah';
import { PlanCardFace } from '../kit/plan-card';
import { KIND_LABELS } from './order-words';
import { orderable, type PlanOffer } from './plan-offer';

/**
 * One plan to pay for, as a radio card: the plan (name, price, what it includes), then what ordering
 * it would be now ('Bayar', 'Upgrade', 'Perpanjang'), its amount and both dates of the period it
 * gives; a plan that cannot be ordered says why and cannot be chosen.
 */
export function PlanOfferCard({
  offer,
  chosen,
  onChoose,
}: {
  offer: PlanOffer;
  chosen: boolean;
  onChoose: () => void;
}) {
  const { plan, below, option } = offer;
  const open = orderable(offer);
  const detailsId = `plan-offer-${plan.code}`;
  return (
    <label
      className={`plan-card plan-offer${chosen ? ' plan-card--chosen' : ''}${open ? '' : ' plan-offer--refused'}`}
      style={{ '--plan-color': plan.color ?? '#8e3b52' } as CSSProperties}
    >
      <input
        type="radio"
        name="plan"
        value={plan.code}
        checked={chosen}
        disabled={!open}
        onChange={onChoose}
        aria-describedby={detailsId}
      />
      <PlanCardFace plan={plan} below={below} />
      <span id={detailsId} className="plan-offer__details">
        {open && option.kind ? (
          <>
            <span className="plan-offer__amount">
              <span className="plan-offer__kind">{KIND_LABELS[option.kind]}</span>
              {formatRupiah(option.gross_amount!)}
              {option.kind === 'upgrade' && <span className="plan-offer__note"> (selisih harga)</span>}
            </span>
            <span className="plan-offer__dates">
              Aktif sejak {formatLongDate(option.active_from)} sampai{' '}
              {option.active_until ? formatLongDate(option.active_until) : '–'}
            </span>
          </>
        ) : (
          <span className="plan-offer__refusal">{option.refusal ?? 'Paket ini belum dapat dipesan'}</span>
        )}
      </span>
    </label>
  );
}
