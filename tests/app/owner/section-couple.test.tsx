// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CoupleEditor, coupleSaveBody } from '../../../app/owner/sections/content/couple-editor';
import type { ContentEditorProps } from '../../../app/owner/sections/content-editor';
import { ownerKeys } from '../../../app/queries/owner-queries';
import { MEDIA_LIMITS } from '../../../schemas/requests/media';
import { KEPT_EDITING } from '../../../app/forms/version-conflict-notice';
import { renderRoutes, routedApi, type Answer, type Call, written } from './owner-page-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const INVITATION_ID = 'inv-1';
const SAVE = `PUT /v1/invitation/private/${INVITATION_ID}`;

const groom = {
  person_role: 'groom',
  person_name: 'Budi Santoso',
  person_nickname: 'Budi',
  person_father_name: 'Bapak Santoso',
  person_mother_name: 'Ibu Sri',
  person_child_sequence: 1,
  person_instagram: 'budi.santoso',
  person_image: '/media/budi.webp',
  extra: { show_parent: true },
} as const;
const bride = {
  person_role: 'bride',
  person_name: 'Ani Lestari',
  person_nickname: 'Ani',
  person_father_name: 'Bapak Lestari',
  person_mother_name: 'Ibu Wati',
  person_child_sequence: 2,
  person_instagram: 'ani.lestari',
  extra: { show_parent: false },
} as const;
const { person_role: _g, ...groomFields } = groom;
const { person_role: _b, ...brideFields } = bride;

function renderEditor(
  couple: { groom: unknown; bride: unknown } = { groom, bride },
  routes: Parameters<typeof routedApi>[0] = {},
  versions: Record<string, string> = {},
) {
  const calls = routedApi(routes);
  const onDraft = vi.fn();
  const onDirtyChange = vi.fn();
  const content = {
    couple,
    events: [],
    stories: [],
    gallery: [],
    gifts: { physical: [], virtual: [], wishlist: [] },
    versions,
  };
  const Page = () => (
    <CoupleEditor
      invitationId={INVITATION_ID}
      content={content as ContentEditorProps['content']}
      onDraft={onDraft}
      onDirtyChange={onDirtyChange}
    />
  );
  const rendered = renderRoutes([{ path: '/', Component: Page }], '/');
  const invalidate = vi.spyOn(rendered.queryClient, 'invalidateQueries');
  return { calls, onDraft, onDirtyChange, invalidate };
}

const person = (name: 'Mempelai pria' | 'Mempelai wanita') => within(screen.getByRole('group', { name }));
const fieldIn = (name: 'Mempelai pria' | 'Mempelai wanita', label: string) =>
  person(name).getByLabelText(label).closest('.ui-field') as HTMLElement;
const type = (name: 'Mempelai pria' | 'Mempelai wanita', label: string, value: string) =>
  fireEvent.change(person(name).getByLabelText(label), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
const lastDraft = (onDraft: ReturnType<typeof vi.fn>) => onDraft.mock.lastCall?.[0];
const puts = (calls: Call[]) => calls.filter((call) => `${call.method} ${call.path}` === SAVE);

describe('Bagian › Mempelai: the couple editor', () => {
  it('shows both persons’ saved values in their own groups, with Indonesian labels', () => {
    renderEditor();
    expect(person('Mempelai pria').getByLabelText('Nama lengkap (wajib)')).toHaveProperty('value', 'Budi Santoso');
    expect(person('Mempelai pria').getByLabelText('Nama panggilan (wajib)')).toHaveProperty('value', 'Budi');
    expect(person('Mempelai pria').getByLabelText('Nama ayah')).toHaveProperty('value', 'Bapak Santoso');
    expect(person('Mempelai pria').getByLabelText('Nama ibu')).toHaveProperty('value', 'Ibu Sri');
    expect(person('Mempelai pria').getByLabelText('Anak ke-')).toHaveProperty('value', '1');
    expect(person('Mempelai pria').getByLabelText('Instagram')).toHaveProperty('value', 'budi.santoso');
    expect(person('Mempelai pria').getByText('Nama akun tanpa @.')).toBeTruthy();
    expect(person('Mempelai pria').getByRole('img', { name: 'Foto saat ini' }).getAttribute('src')).toBe(
      '/media/budi.webp',
    );
    expect(person('Mempelai pria').getByRole('button', { name: 'Ganti foto' })).toBeTruthy();
    expect(person('Mempelai pria').getByRole('switch', { name: 'Tampilkan orang tua' })).toHaveProperty(
      'checked',
      true,
    );

    expect(person('Mempelai wanita').getByLabelText('Nama lengkap (wajib)')).toHaveProperty('value', 'Ani Lestari');
    expect(person('Mempelai wanita').getByLabelText('Anak ke-')).toHaveProperty('value', '2');
    expect(person('Mempelai wanita').getByText('Belum ada foto')).toBeTruthy();
    expect(person('Mempelai wanita').getByRole('button', { name: 'Pilih foto' })).toBeTruthy();
    expect(person('Mempelai wanita').getByRole('switch', { name: 'Tampilkan orang tua' })).toHaveProperty(
      'checked',
      false,
    );
  });

  it('tells the preview the typed name at once, and a placeholder for a name cleared', () => {
    const { onDraft, onDirtyChange } = renderEditor();
    type('Mempelai pria', 'Nama lengkap (wajib)', 'Raka Pratama');
    expect(lastDraft(onDraft)).toEqual({
      couple: { groom: { ...groom, person_name: 'Raka Pratama' }, bride },
    });
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);

    type('Mempelai wanita', 'Nama panggilan (wajib)', '  ');
    expect(lastDraft(onDraft).couple.bride).toEqual({ ...bride, person_nickname: 'Mempelai Wanita' });
  });

  it('saves both persons whole in one PUT, reads the content again and says so', async () => {
    const { calls, invalidate, onDirtyChange } = renderEditor(undefined, { [SAVE]: written({ groom, bride }) });
    type('Mempelai wanita', 'Instagram', 'ani.l');
    fireEvent.click(person('Mempelai pria').getByRole('switch', { name: 'Tampilkan orang tua' }));
    save();
    await screen.findByText('Perubahan tersimpan');
    expect(puts(calls).map((call) => call.body)).toEqual([
      {
        groom: { ...groomFields, extra: { show_parent: false } },
        bride: { ...brideFields, person_instagram: 'ani.l' },
      },
    ]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ownerKeys.content(INVITATION_ID) });
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  it('sends a field left blank as cleared, and a removed photo as gone', async () => {
    const { calls, onDraft } = renderEditor(undefined, { [SAVE]: written({ groom, bride }) });
    type('Mempelai pria', 'Nama ayah', '');
    fireEvent.click(person('Mempelai pria').getByRole('button', { name: 'Hapus foto' }));
    expect(person('Mempelai pria').getByText('Belum ada foto')).toBeTruthy();
    expect(lastDraft(onDraft).couple.groom).not.toHaveProperty('person_image');
    save();
    await screen.findByText('Perubahan tersimpan');
    const { person_father_name: _f, person_image: _i, ...kept } = groomFields;
    expect((puts(calls)[0]?.body as { groom: unknown }).groom).toEqual(kept);
  });

  it('checks the names before sending, at their fields', async () => {
    const { calls } = renderEditor();
    type('Mempelai wanita', 'Nama lengkap (wajib)', '');
    save();
    await within(fieldIn('Mempelai wanita', 'Nama lengkap (wajib)')).findByText('Nama lengkap wajib diisi');
    expect(puts(calls)).toEqual([]);
  });

  it('shows the server’s 400 error at the field it names', async () => {
    renderEditor(undefined, {
      [SAVE]: {
        status: 400,
        body: {
          message: 'Data tidak valid',
          errors: [{ field: 'bride.person_instagram', message: 'Akun Instagram tidak ditemukan' }],
        },
      },
    });
    save();
    await within(fieldIn('Mempelai wanita', 'Instagram')).findByText('Akun Instagram tidak ditemukan');
    expect(within(fieldIn('Mempelai pria', 'Instagram')).queryByText('Akun Instagram tidak ditemukan')).toBeNull();
    expect(screen.getByText('Data tidak valid')).toBeTruthy();
  });

  it('starts a person not filled in yet empty, with the placeholder name in the preview', () => {
    const { onDraft } = renderEditor({ groom, bride: null });
    expect(person('Mempelai wanita').getByLabelText('Nama lengkap (wajib)')).toHaveProperty('value', '');
    type('Mempelai wanita', 'Nama ayah', 'Bapak Lestari');
    expect(lastDraft(onDraft).couple.bride).toEqual({
      person_role: 'bride',
      person_name: 'Mempelai Wanita',
      person_nickname: 'Mempelai Wanita',
      person_father_name: 'Bapak Lestari',
      extra: { show_parent: true },
    });
  });

  it('asks for the names of a person not filled in yet before saving (the form checks as the API does)', async () => {
    const { calls } = renderEditor({ groom, bride: null }, { [SAVE]: written({ groom, bride: null }) });
    save();
    await within(fieldIn('Mempelai wanita', 'Nama lengkap (wajib)')).findByText('Nama lengkap wajib diisi');
    expect(
      within(fieldIn('Mempelai wanita', 'Nama panggilan (wajib)')).getByText('Nama panggilan wajib diisi'),
    ).toBeTruthy();
    expect(puts(calls)).toEqual([]);
  });

  it('leaves a person nothing was typed for out of the save’s body', () => {
    expect(coupleSaveBody({ groom: groomFields, bride: { extra: { show_parent: true } } })).toEqual({
      groom: groomFields,
    });
    expect(coupleSaveBody({ groom: groomFields, bride: { person_father_name: 'Bapak Lestari' } })).toEqual({
      groom: groomFields,
      bride: { person_father_name: 'Bapak Lestari' },
    });
  });

  describe('the photo', () => {
    const file = (name: string, mime: string, bytes = 10) => new File([new Uint8Array(bytes)], name, { type: mime });
    const pick = (chosen: File) =>
      fireEvent.change(person('Mempelai pria').getByLabelText('Foto'), { target: { files: [chosen] } });

    it('refuses a file that is not a picture before sending anything', () => {
      const { calls } = renderEditor();
      pick(file('undangan.pdf', 'application/pdf'));
      expect(person('Mempelai pria').getByRole('alert').textContent).toBe(MEDIA_LIMITS.image.wrongType);
      expect(person('Mempelai pria').queryByRole('group', { name: 'Atur potongan foto' })).toBeNull();
      expect(calls.some((call) => call.method === 'POST')).toBe(false);
    });

    it('opens a square crop for a picked picture, which "Batal" leaves', () => {
      const createObjectURL = vi.fn(() => 'blob:foto');
      const revokeObjectURL = vi.fn();
      vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
      renderEditor();
      pick(file('budi.png', 'image/png'));
      const crop = person('Mempelai pria').getByRole('group', { name: 'Atur potongan foto' });
      expect(document.activeElement).toBe(crop);
      expect(within(crop).getByRole('slider', { name: 'Perbesaran foto' })).toHaveProperty('value', '1');
      fireEvent.click(within(crop).getByRole('button', { name: 'Perbesar' }));
      expect(within(crop).getByRole('slider', { name: 'Perbesaran foto' })).toHaveProperty('value', '1.5');
      expect(within(crop).getByRole('button', { name: 'Pakai foto ini' })).toBeTruthy();
      fireEvent.click(within(crop).getByRole('button', { name: 'Batal' }));
      expect(person('Mempelai pria').queryByRole('group', { name: 'Atur potongan foto' })).toBeNull();
      expect(revokeObjectURL).toHaveBeenCalledWith('blob:foto');
      expect(person('Mempelai pria').getByRole('img', { name: 'Foto saat ini' })).toBeTruthy();
      return waitFor(() => expect(document.activeElement?.textContent).toBe('Ganti foto'));
    });
  });

  describe('saved by someone else meanwhile (docs/product.md#no-lost-edit)', () => {
    const CHANGED = 'Data ini baru saja diubah oleh Ayu. Muat ulang untuk melihat perubahan terbaru.';
    const refusedOnce = () => {
      let refused = false;
      return (): Answer => {
        if (refused) return written({ groom, bride }, 'v-mine');
        refused = true;
        return { status: 409, body: { message: CHANGED, version: 'v-ayu' } };
      };
    };

    it('sends the version the form opened with, and says who saved in between instead of overwriting', async () => {
      const { calls } = renderEditor(undefined, { [SAVE]: refusedOnce() }, { [`couple:${INVITATION_ID}`]: 'v-awal' });
      type('Mempelai pria', 'Instagram', 'raka.baru');
      save();
      const notice = await screen.findByRole('alert');
      expect(notice.textContent).toContain(CHANGED);
      expect(screen.queryByText('Perubahan tersimpan')).toBeNull();
      expect(puts(calls)[0]?.headers?.['if-match']).toBe('"v-awal"');
      expect(within(notice).getByRole('button', { name: 'Muat ulang' })).toBeTruthy();

      // 'Tetap edit' keeps what was typed; the next save is based on Ayu's version, knowingly.
      fireEvent.click(within(notice).getByRole('button', { name: 'Tetap edit' }));
      expect(await screen.findByText(KEPT_EDITING)).toBeTruthy();
      expect((person('Mempelai pria').getByLabelText('Instagram') as HTMLInputElement).value).toBe('raka.baru');
      save();
      await screen.findByText('Perubahan tersimpan');
      const [first, second] = puts(calls) as Call[];
      expect(second?.headers?.['if-match']).toBe('"v-ayu"');
      expect(second?.headers?.['idempotency-key']).not.toBe(first?.headers?.['idempotency-key']);
    });

    it('sends a save whose answer was lost again with the same key, so the server writes it once', async () => {
      let tries = 0;
      const { calls } = renderEditor(undefined, {
        [SAVE]: () => {
          tries += 1;
          if (tries === 1) throw new TypeError('Failed to fetch');
          return written({ groom, bride }, 'v-2');
        },
      });
      save();
      await screen.findByRole('alert');
      save();
      await screen.findByText('Perubahan tersimpan');
      const [first, second] = puts(calls) as Call[];
      expect(first?.headers?.['idempotency-key']).toMatch(/^[0-9a-f]{32}$/);
      expect(second?.headers?.['idempotency-key']).toBe(first?.headers?.['idempotency-key']);
      expect(second?.headers?.['if-match']).toBe(first?.headers?.['if-match']);
    });
  });
});
