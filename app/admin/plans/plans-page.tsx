import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/error-text';
import { adminPlansQuery } from '../../queries/admin-queries';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { AdminPageFrame } from '../kit/admin-page-frame';
import { PlanForm } from './plan-form';
import { PlanPicker } from './plan-picker';

/**
 * Paket: each plan's price, discount, days, sections, guestbook, add-ons and description
 * (docs/product.md#plans); orders made afterwards and invitations on the plan follow at once.
 */
export function Component() {
  const plans = useQuery(adminPlansQuery());
  const [params] = useSearchParams();
  const list = plans.data ?? [];
  const plan = list.find((candidate) => candidate.code === params.get('plan')) ?? list[0];
  return (
    <AdminPageFrame
      title="Paket"
      lead="Perubahan berlaku untuk pesanan berikutnya dan undangan yang memakai paket ini."
    >
      <LoadingOrRetry query={plans} loading="Memuat paket…" failed={errorText(plans.error)} />
      {plan && (
        <>
          <PlanPicker plans={list} current={plan.code} />
          <PlanForm key={plan.code} plan={plan} />
        </>
      )}
    </AdminPageFrame>
  );
}
