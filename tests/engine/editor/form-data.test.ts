import { describe, expect, it } from 'vitest';
import { formChanged } from '../../../engine/editor/form-changes';
import { formDataFrom, rowWithChanges } from '../../../engine/editor/form-data';
import { coverSettingsSchema } from '../../../schemas/settings/cover.settings';
import { generalSettingsSchema } from '../../../schemas/settings/general.settings';

describe('formDataFrom', () => {
  it('takes the schema’s properties of a record, without nulls or the fields the form has not', () => {
    const invitation = {
      id: 'i1',
      slug: 'budi-ani',
      status: 'draft',
      meta_title: null,
      style: { show_groom_parent: false },
    };
    expect(formDataFrom(generalSettingsSchema, invitation)).toEqual({
      slug: 'budi-ani',
      style: { show_groom_parent: false },
    });
  });
});

describe('rowWithChanges', () => {
  const row = {
    title: 'Lama',
    description: 'Deskripsi tetap',
    labels: { greeting: 'Halo', open_button: 'Buka', other: 'tetap' },
    extra: { hide: false, hashtag: '#kita' },
    is_active: true,
  };

  it('keeps the row’s fields the form does not show and replaces those it does', () => {
    expect(rowWithChanges(coverSettingsSchema, row, { title: 'Baru', labels: { greeting: 'Kepada' } })).toEqual({
      title: 'Baru',
      description: 'Deskripsi tetap',
      labels: { greeting: 'Kepada', other: 'tetap' },
      extra: { hide: false, hashtag: '#kita' },
      is_active: true,
    });
  });

  it('clears a form field left blank (absent), so the theme’s words show again', () => {
    expect(rowWithChanges(coverSettingsSchema, row, {})).not.toHaveProperty('title');
  });
});

describe('formChanged', () => {
  it('sees no change in an emptied field, white space or another key order', () => {
    expect(formChanged({ a: '', b: { y: 1, x: 2 } }, { b: { x: 2, y: 1 } })).toBe(false);
    expect(formChanged({ a: '  ' }, {})).toBe(false);
  });
  it('sees a changed value', () => {
    expect(formChanged({ a: 'x' }, { a: 'y' })).toBe(true);
    expect(formChanged({ s: { on: false } }, { s: { on: true } })).toBe(true);
  });
});
