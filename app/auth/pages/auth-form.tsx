import type { HTMLInputTypeAttribute } from 'react';
import { Button } from '../../ui/button';
import { StatusMessage } from '../../ui/status-message';
import { TextField } from '../../ui/text-field';
import { useAuthForm } from './use-auth-form';

/** One required field of a sign-in or sign-up form, described as data. */
export interface AuthField<K extends string> {
  name: K;
  label: string;
  type?: HTMLInputTypeAttribute;
  autoComplete: string;
  inputMode?: 'email';
  hint?: string;
}

/** A form of the account pages: its fields in order, the messages, and the submit button. */
export function AuthForm<K extends string>({
  fields,
  submit,
  fallback,
  submitLabel,
  onDone,
  initialValues,
}: {
  fields: readonly AuthField<K>[];
  submit: (values: Record<K, string>) => Promise<unknown>;
  fallback: string;
  submitLabel: string;
  /** After a success, instead of going on signed in (useAuthForm). */
  onDone?: (values: Record<K, string>) => void;
  /** What the fields hold at first (a name to change); empty otherwise. */
  initialValues?: Partial<Record<K, string>>;
}) {
  const initial = Object.fromEntries(fields.map((field) => [field.name, initialValues?.[field.name] ?? ''])) as Record<
    K,
    string
  >;
  const form = useAuthForm(initial, submit, fallback, onDone);
  return (
    <form className="auth-form" onSubmit={(event) => void form.onSubmit(event)} noValidate>
      {fields.map(({ name, ...field }) => (
        <TextField
          key={name}
          {...field}
          name={name}
          required
          value={form.values[name]}
          onChange={form.change(name)}
          error={form.fieldErrors[name]}
        />
      ))}
      <StatusMessage state={form.formError ? { kind: 'error', text: form.formError } : null} />
      <Button type="submit" busy={form.busy} className="auth-form__submit">
        {form.busy ? 'Memproses…' : submitLabel}
      </Button>
    </form>
  );
}
