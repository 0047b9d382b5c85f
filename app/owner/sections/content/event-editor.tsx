import type { ContentEditorProps } from '../content-editor';

/** PLACEHOLDER: being written. */
export function EventEditor(_props: ContentEditorProps) {
  return null;
}
