import type { ContentEditorProps } from '../content-editor';

/** PLACEHOLDER: being written. */
export function GalleryEditor(_props: ContentEditorProps) {
  return null;
}
