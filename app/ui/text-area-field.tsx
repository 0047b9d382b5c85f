import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame, splitFrame, type FrameProps } from './field-frame';

type TextAreaFieldProps = TextareaHTMLAttributes<HTMLTextAreaElement> & FrameProps;

/** A labelled text of several lines, with its hint and error, in the kit's field look. */
export function TextAreaField({ rows = 3, ...props }: TextAreaFieldProps) {
  const [frame, textarea] = splitFrame(props);
  return <FieldFrame {...frame} control={(ids) => <textarea rows={rows} {...textarea} {...ids} />} />;
}
