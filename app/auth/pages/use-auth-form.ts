import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { UNKNOWN_ERROR } from '../../../engine/errors/failure-messages';
import { queryClient } from '../../queries/query-client';
import { afterSignIn } from '../sign-in-redirect';

type Fields<K extends string> = Record<K, string>;

/**
 * A sign-in or sign-up form: its values, the API's message at each field it names, the other
 * messages above the button (a wrong password, the rate limit's 429, a lost connection), and the
 * move to the page that sent the owner here once it succeeds. What was typed stays.
 */
export function useAuthForm<K extends string>(initial: Fields<K>, submit: (values: Fields<K>) => Promise<unknown>) {
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

  const onSubmit = async (event: { preventDefault: () => void }) => {
    event.preventDefault();
    setBusy(true);
    setFormError(null);
    setFieldErrors({});
    try {
      await submit(values);
      queryClient.clear();
      await navigate(afterSignIn(location.search), { replace: true });
    } catch (error) {
      const apiError = error instanceof ApiError ? error : null;
      const named = (apiError?.errors ?? []).filter((e) => e.field in initial);
      if (named.length)
        setFieldErrors(Object.fromEntries(named.map((e) => [e.field, e.message])) as Partial<Record<K, string>>);
      else setFormError(apiError?.message ?? UNKNOWN_ERROR);
    } finally {
      setBusy(false);
    }
  };

  return { values, change, fieldErrors, formError, busy, onSubmit };
}
