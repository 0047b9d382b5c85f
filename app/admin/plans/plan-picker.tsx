import { Link } from 'react-router';
import { planLabel } from '../../../engine/format/plan-label';
import { formatRupiah } from '../../../engine/format/rupiah';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { Badge } from '../../ui/badge';
import './plan-picker.css';

/** The plans, lowest tier first, each a link (`?plan=fair`) with its badge and what it costs now; the one edited is current. */
export function PlanPicker({ plans, current }: { plans: InvitationPlan[]; current: string }) {
  return (
    <nav className="plan-picker" aria-label="Pilih paket">
      <ul>
        {plans.map((plan) => (
          <li key={plan.code}>
            <Link
              to={{ search: `?plan=${plan.code}` }}
              className="plan-picker__plan"
              aria-current={plan.code === current ? 'page' : undefined}
            >
              <Badge color={plan.color}>{plan.name}</Badge>
              <span className="plan-picker__price">
                {plan.discount_price != null && <s>{formatRupiah(plan.price)}</s>}{' '}
                {formatRupiah(plan.discount_price ?? plan.price)} · {plan.expired_day} hari
              </span>
              <span className="visually-hidden">, ubah paket {planLabel(plan.name)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
