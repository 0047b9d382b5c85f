import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { eventCalls } from '../../api/event-calls';
import { invitationCalls } from '../../api/invitation-calls';
import { UnsavedChangesPrompt } from '../../forms/unsaved-changes-prompt';
import { ownerKeys, plansQuery, themesQuery } from '../../queries/owner-queries';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { isLocked, ThemeCatalogue } from '../kit/themes/theme-catalogue';
import {
  EMPTY_FORM,
  invitationRequest,
  mainEventRequest,
  missingFields,
  serverErrors,
  slugFromNicknames,
  type FormErrors,
  type FormField,
  type NewInvitationForm,
} from './new-invitation-form';
import { LoadingOrRetry, NewInvitationStep } from './new-invitation-step';
import { PlanChoice, type PlanOption } from './plan-choice';
import { SlugField } from './slug-field';
import './invitation-pages.css';

/** The fields in the order the page shows them: the first with an error gets the focus. */
const FIELD_ORDER: FormField[] = [
  'groomName',
  'groomNickname',
  'brideName',
  'brideNickname',
  'date',
  'time',
  'venue',
  'address',
  'slug',
  'plan',
  'theme',
];

/**
 * /invitation/new "Buat Undangan": the couple, the main event's day, the link, the plan and the
 * theme, on one page of numbered steps. On submit the invitation is created, then its main event;
 * the owner lands on its dashboard. A failure is said at its fields and nothing typed is lost.
 */
export function Component() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const plans = useQuery(plansQuery());
  const themes = useQuery(themesQuery());
  const [form, setForm] = useState<NewInvitationForm>(EMPTY_FORM);
  const [slugEdited, setSlugEdited] = useState(false);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [createdId, setCreatedId] = useState<string | null>(null);
  /** The invitation made by an earlier attempt whose event failed: a retry adds only the event. */
  const made = useRef<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const dirty = !createdId && JSON.stringify(form) !== JSON.stringify(EMPTY_FORM);
  const plan = (plans.data as PlanOption[] | undefined)?.find((p) => p.code === form.plan);

  const set = (field: FormField, value: string) => {
    setForm((previous) => {
      const next = { ...previous, [field]: value };
      if (!slugEdited && (field === 'groomNickname' || field === 'brideNickname')) next.slug = slugFromNicknames(next);
      return next;
    });
    setErrors((previous) => ({ ...previous, [field]: undefined }));
  };

  const choosePlan = (code: string) => {
    const tier = (plans.data ?? []).find((p) => p.code === code)?.tier;
    const chosenTheme = themes.data?.find((t) => t.slug === form.theme);
    set('plan', code);
    // A theme the new plan does not include is no longer chosen.
    if (chosenTheme && isLocked(chosenTheme, tier)) setForm((previous) => ({ ...previous, plan: code, theme: '' }));
  };

  const create = useMutation({
    mutationFn: async (values: NewInvitationForm) => {
      made.current ??= (await invitationCalls.create(invitationRequest(values))).id;
      await eventCalls.create(made.current, mainEventRequest(values, made.current));
      return made.current;
    },
    onSuccess: async (id) => {
      await queryClient.invalidateQueries({ queryKey: ownerKeys.mine });
      setCreatedId(id);
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) return setFailure('Undangan belum bisa dibuat. Coba lagi.');
      const { fields, rest } = serverErrors(error.errors);
      if (error.status === 409 && !error.errors.length) fields.slug = error.message;
      setErrors(fields);
      setFailure(
        rest.length ? rest.join(' ') : Object.keys(fields).length ? 'Periksa isian yang ditandai.' : error.message,
      );
    },
  });

  // Leave only once the page is no longer dirty, so the unsaved-changes prompt lets the owner through.
  useEffect(() => {
    if (createdId) void navigate(`/invitation/${encodeURIComponent(createdId)}`, { replace: true });
  }, [createdId, navigate]);

  // After a failed check, the first field in error gets the focus.
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (!first) return;
    formRef.current
      ?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] button:not(:disabled)`)
      ?.focus();
  }, [errors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const missing = missingFields(form);
    if (Object.keys(missing).length) {
      setErrors(missing);
      setFailure('Periksa isian yang ditandai.');
      return;
    }
    create.mutate(form);
  };

  const field = (name: FormField, label: string, props: Record<string, unknown> = {}) => (
    <div data-field={name}>
      <TextField
        label={label}
        name={name}
        value={form[name]}
        error={errors[name]}
        onChange={(event) => set(name, event.target.value)}
        {...props}
      />
    </div>
  );

  const couple = [form.groomNickname, form.brideNickname].filter((n) => n.trim()).join(' & ') || undefined;

  return (
    <main className="owner-page new-invitation">
      <h1 className="owner-page__title">Buat Undangan</h1>
      <p className="owner-page__lead">Lima langkah singkat. Semua isian bisa diubah lagi setelah undangan dibuat.</p>
      <form ref={formRef} className="new-invitation__form" onSubmit={submit} noValidate>
        <NewInvitationStep id="step-couple" number={1} title="Mempelai">
          <div className="new-invitation__couple">
            <fieldset className="new-invitation__person">
              <legend className="new-invitation__legend">Mempelai pria</legend>
              {field('groomName', 'Nama lengkap', { autoComplete: 'off', maxLength: 100 })}
              {field('groomNickname', 'Nama panggilan', { autoComplete: 'off', maxLength: 50 })}
            </fieldset>
            <fieldset className="new-invitation__person">
              <legend className="new-invitation__legend">Mempelai wanita</legend>
              {field('brideName', 'Nama lengkap', { autoComplete: 'off', maxLength: 100 })}
              {field('brideNickname', 'Nama panggilan', { autoComplete: 'off', maxLength: 50 })}
            </fieldset>
          </div>
        </NewInvitationStep>

        <NewInvitationStep id="step-event" number={2} title="Acara utama">
          <p className="new-invitation__note">
            Resepsi: tanggal, jam (WIB) dan tempatnya. Acara lain bisa ditambah nanti.
          </p>
          <div className="new-invitation__row">
            {field('date', 'Tanggal', { type: 'date' })}
            {field('time', 'Jam', { type: 'time' })}
          </div>
          {field('venue', 'Tempat', { autoComplete: 'off', maxLength: 200, placeholder: 'Gedung Serbaguna Melati' })}
          {field('address', 'Alamat', { autoComplete: 'street-address', placeholder: 'Jl. Mawar No. 1, Bandung' })}
        </NewInvitationStep>

        <NewInvitationStep id="step-link" number={3} title="Tautan">
          <div data-field="slug">
            <SlugField
              value={form.slug}
              error={errors.slug}
              onChange={(slug) => {
                setSlugEdited(slug !== '');
                set('slug', slug);
              }}
            />
          </div>
        </NewInvitationStep>

        <NewInvitationStep id="step-plan" number={4} title="Paket">
          <div data-field="plan">
            <LoadingOrRetry query={plans} loading="Memuat paket…" failed="Paket belum bisa dimuat." />
            {plans.data && (
              <PlanChoice
                plans={plans.data as PlanOption[]}
                value={form.plan}
                onChange={choosePlan}
                error={errors.plan}
              />
            )}
          </div>
        </NewInvitationStep>

        <NewInvitationStep id="step-theme" number={5} title="Tema">
          {!plan && <p className="new-invitation__note">Pilih paket dulu: sebagian tema khusus paket tertentu.</p>}
          <div data-field="theme">
            <LoadingOrRetry query={themes} loading="Memuat tema…" failed="Tema belum bisa dimuat." />
            {themes.data && (
              <ThemeCatalogue
                themes={themes.data}
                planTier={plan?.tier}
                selected={form.theme}
                selectedLabel="Dipilih"
                names={couple}
                onChoose={(slug) => set('theme', slug)}
              />
            )}
            {errors.theme && (
              <p className="ui-field__error" role="alert">
                {errors.theme}
              </p>
            )}
          </div>
        </NewInvitationStep>

        <div className="new-invitation__submit">
          <StatusMessage state={failure ? { kind: 'error', text: failure } : null} />
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? 'Membuat…' : 'Buat Undangan'}
          </Button>
        </div>
      </form>
      <UnsavedChangesPrompt dirty={dirty} />
    </main>
  );
}
