import type { ComponentProps } from 'react';
import { FieldFrame, splitFrame, type FrameProps } from './field-frame';
import { RupiahInput } from './rupiah-input';

type RupiahFieldProps = Omit<ComponentProps<typeof RupiahInput>, 'id'> & FrameProps;

/** A labelled price in Rupiah (RupiahInput), with its hint and error, in the kit's field look. */
export function RupiahField(props: RupiahFieldProps) {
  const [frame, input] = splitFrame(props);
  return <FieldFrame {...frame} control={(ids) => <RupiahInput {...input} {...ids} />} />;
}
