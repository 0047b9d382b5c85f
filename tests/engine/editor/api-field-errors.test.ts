import { describe, expect, it } from 'vitest';
import { fieldErrorTree, splitFieldErrors } from '../../../engine/editor/api-field-errors';
import { generalSettingsSchema } from '../../../schemas/settings/general.settings';

describe('fieldErrorTree', () => {
  it('puts each message at its dotted field path, nested objects and list items included', () => {
    expect(
      fieldErrorTree([
        { field: 'slug', message: 'Alamat undangan wajib diisi' },
        { field: 'style.show_groom_parent', message: 'Pilih ya atau tidak' },
        { field: 'events.0.label', message: 'Nama acara wajib diisi' },
      ]),
    ).toEqual({
      slug: { __errors: ['Alamat undangan wajib diisi'] },
      style: { show_groom_parent: { __errors: ['Pilih ya atau tidak'] } },
      events: { 0: { label: { __errors: ['Nama acara wajib diisi'] } } },
    });
  });

  it('keeps an error without a field, or with a path that would reach a prototype, at the root; one copy of each message', () => {
    const tree = fieldErrorTree([
      { field: '', message: 'Data terlalu bertingkat' },
      { field: '__proto__.polluted', message: 'Kolom tidak dikenal' },
      { field: 'slug', message: 'Sudah dipakai' },
      { field: 'slug', message: 'Sudah dipakai' },
    ]);
    expect(tree.__errors).toEqual(['Data terlalu bertingkat', 'Kolom tidak dikenal']);
    expect(tree.slug).toEqual({ __errors: ['Sudah dipakai'] });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('splitFieldErrors', () => {
  it('tells the errors the form can show at a field from those it cannot', () => {
    const { atFields, elsewhere } = splitFieldErrors(
      [
        { field: 'meta_title', message: 'Judul maksimal 200 karakter' },
        { field: 'style.show_bride_parent', message: 'Pilih ya atau tidak' },
        { field: 'status', message: 'Status diubah dengan tombol Terbitkan' },
        { field: 'style.unknown', message: 'Kolom tidak dikenal' },
        { field: '', message: 'Data rusak' },
      ],
      generalSettingsSchema,
    );
    expect(atFields.map((e) => e.field)).toEqual(['meta_title', 'style.show_bride_parent']);
    expect(elsewhere.map((e) => e.field)).toEqual(['status', 'style.unknown', '']);
  });
});
