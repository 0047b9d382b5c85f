import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { plansQuery, themesQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { NewInvitationCoupleStep } from './new-invitation-couple-step';
import { NewInvitationEventStep } from './new-invitation-event-step';
import { NewInvitationPlanStep } from './new-invitation-plan-step';
import { NewInvitationStep } from './new-invitation-step';
import { NewInvitationThemeStep } from './new-invitation-theme-step';
import type { PlanOption } from './plan-choice';
import { SlugField } from './slug-field';
import { useFocusFirstError } from './use-focus-first-error';
import { useInvitationCreation } from './use-invitation-creation';
import { useNewInvitationDraft } from './use-new-invitation-draft';
import './invitation-pages.css';

/**
 * /invitation/new "Buat Undangan": the couple, the main event's day, the link, the plan and the
 * theme, on one page of numbered steps. On submit the invitation is created, then its main event;
 * the owner lands on its dashboard. A failure is said at its fields and nothing typed is lost.
 */
export function Component() {
  const plans = useQuery(plansQuery());
  const themes = useQuery(themesQuery());
  const draft = useNewInvitationDraft();
  const creation = useInvitationCreation(draft.setErrors);
  const formRef = useFocusFirstError(draft.errors);
  const { form, errors } = draft;

  const dirty = !creation.created && draft.changed;
  const plan = (plans.data as PlanOption[] | undefined)?.find((p) => p.code === form.plan);
  const couple = [form.groomNickname, form.brideNickname].filter((n) => n.trim()).join(' & ') || undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    creation.submit(form);
  };

  return (
    <main className="owner-page new-invitation">
      <h1 className="owner-page__title">Buat Undangan</h1>
      <p className="owner-page__lead">Lima langkah singkat. Semua isian bisa diubah lagi setelah undangan dibuat.</p>
      <form ref={formRef} className="new-invitation__form" onSubmit={submit} noValidate>
        <NewInvitationCoupleStep draft={draft} />
        <NewInvitationEventStep draft={draft} />
        <NewInvitationStep id="step-link" number={3} title="Tautan">
          <div data-field="slug">
            <SlugField value={form.slug} error={errors.slug} onChange={draft.editSlug} />
          </div>
        </NewInvitationStep>
        <NewInvitationPlanStep
          plans={plans}
          value={form.plan}
          error={errors.plan}
          onChange={(code) =>
            draft.choosePlan(code, (plans.data ?? []).find((p) => p.code === code)?.tier, themes.data)
          }
        />
        <NewInvitationThemeStep
          themes={themes}
          plan={plan}
          selected={form.theme}
          names={couple}
          error={errors.theme}
          onChoose={(slug) => draft.set('theme', slug)}
        />
        <div className="new-invitation__submit">
          <StatusMessage state={creation.failure ? { kind: 'error', text: creation.failure } : null} />
          <Button type="submit" busy={creation.pending}>
            {creation.pending ? 'Membuat…' : 'Buat Undangan'}
          </Button>
        </div>
      </form>
      <UnsavedChangesPrompt dirty={dirty} />
    </main>
  );
}
