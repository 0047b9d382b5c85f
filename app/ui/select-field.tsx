import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  /** The choices: each value with its label. */
  options: readonly { value: string; label: string }[];
  error?: string | null;
};

/** A labelled choice from a list, with its error, in the kit's field look. */
export function SelectField({ label, options, error, className, ...select }: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      className={className}
      control={(ids) => (
        <select {...select} {...ids}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}
