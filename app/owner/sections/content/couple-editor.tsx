import type { ContentEditorProps } from '../content-editor';

/** PLACEHOLDER: being written. */
export function CoupleEditor(_props: ContentEditorProps) {
  return null;
}
