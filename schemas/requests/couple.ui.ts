import type { UiSchema } from '@rjsf/utils';

/** One person's fields, in the order the couple section shows them. */
const personUi = (examples: { name: string; nickname: string; instagram: string }) =>
  ({
    'ui:order': [
      'person_name',
      'person_nickname',
      'person_father_name',
      'person_mother_name',
      'person_child_sequence',
      'person_instagram',
      'person_image',
      'extra',
    ],
    person_name: { 'ui:placeholder': examples.name, 'ui:autocomplete': 'off' },
    person_nickname: {
      'ui:placeholder': examples.nickname,
      'ui:help': 'Tampil di sampul dan pembuka undangan.',
      'ui:autocomplete': 'off',
    },
    person_father_name: { 'ui:autocomplete': 'off' },
    person_mother_name: { 'ui:autocomplete': 'off' },
    person_child_sequence: { 'ui:help': 'Misalnya 2 untuk anak kedua.' },
    person_instagram: {
      'ui:placeholder': examples.instagram,
      'ui:help': 'Nama akun tanpa @.',
      'ui:autocomplete': 'off',
    },
    person_image: { 'ui:widget': 'photoCrop', 'ui:options': { mediaKind: 'couple' } },
    extra: {
      'ui:title': '',
      'ui:classNames': 'couple-form__extra',
      show_parent: { 'ui:help': 'Nama ayah dan ibu tampil di bawah nama lengkap.' },
    },
  }) satisfies UiSchema;

/**
 * How the couple's form shows its two persons (the couple section's content editor): the groom's
 * group, then the bride's, each with names, parents, child sequence, Instagram, photo (cropped to a
 * square before it is uploaded) and whether the parents are shown.
 */
export const coupleContentUi = {
  'ui:order': ['groom', 'bride'],
  groom: personUi({ name: 'Budi Santoso', nickname: 'Budi', instagram: 'budi.santoso' }),
  bride: personUi({ name: 'Ani Lestari', nickname: 'Ani', instagram: 'ani.lestari' }),
} satisfies UiSchema;
