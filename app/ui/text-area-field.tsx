import type { ReactNode, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
};

/** A labelled text of several lines, with its hint and error, in the kit's field look. */
export function TextAreaField({ label, hint, error, className, rows = 3, ...textarea }: TextAreaFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(ids) => <textarea rows={rows} {...textarea} {...ids} />}
    />
  );
}
