import { useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { failureMessageOf } from '../../../engine/errors/failure-messages';
import { queryClient } from '../../queries/query-client';
import { afterSignIn } from '../sign-in-redirect';

type Fields<K extends string> = Record<K, string>;

/**
 * A form of the account pages (docs/product.md#accounts): its values, the API's message at each field
 * it names, the other messages above the button (a wrong password, the rate limit's 429, a lost
 * connection, or the form's own `fallback` when the answer says nothing), and the move to the page
 * that sent the owner here once it succeeds. What was typed stays; the first field in error gets
 * the focus.
 */
export function useAuthForm<K extends string>(
  initial: Fields<K>,
  submit: (values: Fields<K>) => Promise<unknown>,
  fallback: string,
  /** What follows a success instead of going on signed in (a form that signs nobody in). */
  onDone?: (values: Fields<K>) => void,
) {
  const navigate = useNavigate();
  const location = useLocation();
  const [values, setValues] = useState(initial);
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<K, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const change = (field: K) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      await submit(values);
      if (onDone) return onDone(values);
      queryClient.clear();
      await navigate(afterSignIn(location.search), { replace: true });
    } catch (error) {
      const errors = error instanceof ApiError ? error.errors : [];
      const atField = errors.filter((e) => e.field in initial);
      flushSync(() =>
        setFieldErrors(Object.fromEntries(atField.map((e) => [e.field, e.message])) as Partial<Record<K, string>>),
      );
      form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus();
      // Whatever no field of this form shows is said above the button.
      const elsewhere = errors.filter((e) => !(e.field in initial));
      if (atField.length === 0) setFormError(failureMessageOf(error, fallback));
      else if (elsewhere.length > 0) setFormError(elsewhere.map((e) => e.message).join(' '));
    } finally {
      setBusy(false);
    }
  };

  return { values, change, fieldErrors, formError, busy, onSubmit };
}
