import type { UseQueryResult } from '@tanstack/react-query';
import type { InvitationPlan } from '../../../schemas/entities/invitation-plan.schema';
import { LoadingOrRetry } from '../../ui/loading-or-retry';
import { NewInvitationStep } from './new-invitation-step';
import { PlanChoice, type PlanOption } from './plan-choice';

/** Step 4, 'Paket': the plans as cards, once they are loaded. */
export function NewInvitationPlanStep({
  plans,
  value,
  error,
  onChange,
}: {
  plans: UseQueryResult<InvitationPlan[]>;
  value: string;
  error?: string;
  onChange: (code: string) => void;
}) {
  return (
    <NewInvitationStep id="step-plan" number={4} title="Paket">
      <div data-field="plan">
        <LoadingOrRetry query={plans} loading="Memuat paket…" failed="Paket belum bisa dimuat." />
        {plans.data && (
          <PlanChoice plans={plans.data as PlanOption[]} value={value} onChange={onChange} error={error} />
        )}
      </div>
    </NewInvitationStep>
  );
}
