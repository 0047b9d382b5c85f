import type { ComponentProps, ReactNode } from 'react';
import { FieldFrame } from './field-frame';
import { RupiahInput } from './rupiah-input';

type RupiahFieldProps = Omit<ComponentProps<typeof RupiahInput>, 'id'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | null;
};

/** A labelled price in Rupiah (RupiahInput), with its hint and error, in the kit's field look. */
export function RupiahField({ label, hint, error, className, ...input }: RupiahFieldProps) {
  return (
    <FieldFrame
      label={label}
      hint={hint}
      error={error}
      className={className}
      control={(ids) => <RupiahInput {...input} {...ids} />}
    />
  );
}
