// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentEditorProps } from '../../../app/owner/sections/content-editor';
import { CoupleEditor } from '../../../app/owner/sections/content/couple-editor';
import { EventEditor } from '../../../app/owner/sections/content/event-editor';
import { GalleryEditor } from '../../../app/owner/sections/content/gallery-editor';
import { GiftEditor } from '../../../app/owner/sections/content/gift-editor';
import { StoryEditor } from '../../../app/owner/sections/content/story-editor';
import { coupleUpdateSchema } from '../../../schemas/requests/content';
import type { OwnerContent } from '../../../schemas/responses/owner-content';
import { CONTENT_KINDS } from '../../schemas/content-kinds';
import { fieldPaths } from '../../schemas/schema-example-data';
import { freshQueryClient } from './owner-page-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EMPTY: OwnerContent = {
  couple: { groom: null, bride: null },
  events: [],
  stories: [],
  gallery: [{ id: 'foto-1', image: '/demo/gallery-1.svg', index: 0, name: 'Lamaran' }],
  gifts: { physical: [], virtual: [], wishlist: [] },
  versions: {},
};

function renderEditor(Editor: ComponentType<ContentEditorProps>) {
  return render(
    <QueryClientProvider client={freshQueryClient()}>
      <Editor invitationId="inv-1" content={EMPTY} onDraft={() => {}} onDirtyChange={() => {}} />
    </QueryClientProvider>,
  );
}

/** A field's element by RJSF's id for it (`<prefix>_<path>`), if shown (not a hidden input). */
const shown = (container: HTMLElement, prefix: string, path: string[]) => {
  const id = [prefix, ...path].join('_');
  const visible = ':not([type="hidden"])';
  return container.querySelector(`[id="${id}"]${visible}, [id^="${id}_"]${visible}, [id^="${id}-"]${visible}`);
};

const missingFields = (container: HTMLElement, prefix: string, schema: unknown) =>
  fieldPaths(schema)
    .filter((path) => !shown(container, prefix, path))
    .map((path) => path.join('.'));

/**
 * Every field of every content schema appears in its editor's form: a field added to a request
 * schema (and so to what the server takes) that the editor does not show fails here.
 */
describe("the content editors' forms", () => {
  it.each([
    ['events', EventEditor, 'Tambah acara', 'acara-baru', CONTENT_KINDS.events.schema],
    ['stories', StoryEditor, 'Tambah cerita', 'cerita-baru', CONTENT_KINDS.stories.schema],
    [
      'bank accounts',
      GiftEditor,
      'Tambah rekening / dompet digital',
      'rekening-baru',
      CONTENT_KINDS['virtual gifts'].schema,
    ],
    ['gift addresses', GiftEditor, 'Tambah alamat kirim kado', 'alamat-baru', CONTENT_KINDS['physical gifts'].schema],
    ['wishlist items', GiftEditor, 'Tambah kado keinginan', 'kado-baru', CONTENT_KINDS.wishlist.schema],
  ] as const)('%s: a new item’s form shows every field', async (_name, Editor, add, prefix, schema) => {
    const { container } = renderEditor(Editor);
    fireEvent.click(await screen.findByRole('button', { name: add }));
    expect(missingFields(container, prefix, schema)).toEqual([]);
  });

  it('the couple: both persons show every field', () => {
    const { container } = renderEditor(CoupleEditor);
    expect(missingFields(container, 'mempelai', coupleUpdateSchema)).toEqual([]);
  });

  it('the gallery: each photo shows its image and caption, and its place is moved', () => {
    // The gallery is a grid, not a form: its fields are the image, the caption and the order.
    expect(Object.keys(CONTENT_KINDS.gallery.schema.properties).sort()).toEqual(['image', 'index', 'name']);
    renderEditor(GalleryEditor);
    expect(screen.getByRole('img', { name: 'Foto 1: Lamaran' })).toBeTruthy();
    expect(screen.getByLabelText('Keterangan foto 1')).toHaveProperty('value', 'Lamaran');
    expect(screen.getByRole('button', { name: 'Geser foto 1 ke kanan' })).toBeTruthy();
  });
});
