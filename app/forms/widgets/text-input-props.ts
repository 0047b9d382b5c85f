import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

type TextEvent<E> = ChangeEvent<E> | FocusEvent<E>;

/**
 * What a text widget's input or textarea takes from RJSF: its id and name, its placeholder, off when
 * the form is, described by RJSF's help and errors and by `describedBy` (the widget's own note), and
 * an emptied field sent as no value.
 */
export function textInputProps<E extends HTMLInputElement | HTMLTextAreaElement>(
  { id, htmlName, placeholder, disabled, readonly, onChange, onBlur, onFocus }: WidgetProps,
  describedBy: string,
) {
  return {
    id,
    name: htmlName || id,
    placeholder,
    disabled: disabled || readonly,
    'aria-describedby': `${ariaDescribedByIds(id)} ${describedBy}`,
    onChange: (event: TextEvent<E>) => onChange(event.target.value === '' ? undefined : event.target.value),
    onBlur: (event: TextEvent<E>) => onBlur(id, event.target.value),
    onFocus: (event: TextEvent<E>) => onFocus(id, event.target.value),
  };
}
