import { lazy, Suspense, type ComponentType } from 'react';
import type { EditedSection } from '../../../schemas/requests/section-editor';
import type { ContentEditorProps } from './content-editor';

type Editor = ComponentType<ContentEditorProps>;
const editor = (load: () => Promise<Editor>) => lazy(async () => ({ default: await load() }));

/** The sections with content of their own beside their settings, each editor its own chunk. */
const CONTENT_EDITORS: Partial<Record<EditedSection, Editor>> = {
  couple: editor(async () => (await import('./content/couple-editor')).CoupleEditor),
  event: editor(async () => (await import('./content/event-editor')).EventEditor),
  story: editor(async () => (await import('./content/story-editor')).StoryEditor),
  gallery: editor(async () => (await import('./content/gallery-editor')).GalleryEditor),
  gift: editor(async () => (await import('./content/gift-editor')).GiftEditor),
  rsvp: editor(async () => (await import('./content/rsvp-deadline-editor')).RsvpDeadlineEditor),
};

export const hasContentEditor = (slug: EditedSection) => slug in CONTENT_EDITORS;

/** The content editor of a section (the couple, events, stories, gallery, gifts, the RSVP's deadline), if it has one. */
export function SectionContent({ slug, ...props }: ContentEditorProps & { slug: EditedSection }) {
  const Editor = CONTENT_EDITORS[slug];
  if (!Editor) return null;
  return (
    <Suspense fallback={<p aria-busy="true">Memuat…</p>}>
      <Editor {...props} />
    </Suspense>
  );
}
