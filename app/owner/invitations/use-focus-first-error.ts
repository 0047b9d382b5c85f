import { useEffect, useRef } from 'react';
import type { FormErrors, FormField } from './new-invitation-form';

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
 * The new invitation's form ref: after a failed check, the first field in error (its input, or its
 * first button enabled, in the block marked `data-field`) gets the focus.
 */
export function useFocusFirstError(errors: FormErrors) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (!first) return;
    formRef.current
      ?.querySelector<HTMLElement>(`[data-field="${first}"] input, [data-field="${first}"] button:not(:disabled)`)
      ?.focus();
  }, [errors]);
  return formRef;
}
