import { useState } from 'react';
import { planLabel } from '../../../engine/format/plan-label';
import type { InvitationPlan, PlanCode } from '../../../schemas/entities/invitation-plan.schema';
import { planUpdateRequestSchema } from '../../../schemas/requests/admin';
import { adminCalls } from '../../api/admin-calls';
import { adminKeys } from '../../queries/admin-queries';
import { Button } from '../../ui/button';
import { StatusMessage, type StatusState } from '../../ui/status-message';
import { formFailure } from '../kit/form-failure';
import { useAdminAction } from '../kit/use-admin-action';
import { PlanFields } from './plan-fields';
import { planChanges, planFormProblems, planFormValues, type PlanFormValues } from './plan-form-values';
import './plan-form.css';

const NOTHING_CHANGED = planUpdateRequestSchema.errorMessage.minProperties;

/**
 * One plan's form: price, discount, days, sections, guestbook, add-ons and description. 'Simpan'
 * sends only what changed; the API's refusals show at their fields. Give it `key={plan.code}`.
 */
export function PlanForm({ plan }: { plan: InvitationPlan }) {
  const [values, setValues] = useState<PlanFormValues>(() => planFormValues(plan));
  const [problems, setProblems] = useState<ReturnType<typeof planFormProblems>>({});
  const [outcome, setOutcome] = useState<StatusState>(null);
  const save = useAdminAction(
    (change: ReturnType<typeof planChanges>) => adminCalls.updatePlan(plan.code as PlanCode, change),
    adminKeys.plans,
  );
  const failure = formFailure(save.error, planUpdateRequestSchema);
  const submit = () => {
    const found = planFormProblems(values);
    setProblems(found);
    setOutcome(null);
    save.reset();
    if (Object.keys(found).length) return;
    const change = planChanges(plan, values);
    if (!Object.keys(change).length) return setOutcome({ kind: 'success', text: NOTHING_CHANGED });
    save.mutate(change, {
      onSuccess: () => setOutcome({ kind: 'success', text: `Paket ${planLabel(plan.name)} tersimpan.` }),
    });
  };
  return (
    <form
      className="ui-card plan-form"
      aria-label={`Paket ${planLabel(plan.name)}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <PlanFields values={values} errors={{ ...failure.fields, ...problems }} onChange={setValues} />
      <StatusMessage state={failure.notice ? { kind: 'error', text: failure.notice } : outcome} />
      <Button type="submit" busy={save.isPending}>
        Simpan
      </Button>
    </form>
  );
}
