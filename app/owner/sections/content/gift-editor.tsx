import type { ContentEditorProps } from '../content-editor';

/** PLACEHOLDER: being written. */
export function GiftEditor(_props: ContentEditorProps) {
  return null;
}
