import type { UiSchema } from '@rjsf/utils';

/**
 * What every section's editor form shows the same way (docs/product.md#section-editors): the
 * switches first, then the copy (a blank field shows the theme's words, given as its placeholder by
 * the editor), the labels as one group, the section's own settings last. `own` adds or overrides.
 */
export function sectionUi(own: UiSchema = {}): UiSchema {
  const { extra = {}, labels = {}, ...rest } = own;
  return {
    'ui:order': ['is_active', 'title', 'description', 'labels', 'extra', '*'],
    is_active: {
      'ui:title': 'Tampilkan di undangan',
      'ui:help': 'Matikan untuk melepas bagian ini dari undangan dan menunya.',
    },
    title: { 'ui:help': 'Kosongkan untuk memakai tulisan bawaan tema.' },
    description: { 'ui:widget': 'richText', 'ui:options': { rows: 3 } },
    ...rest,
    labels: {
      'ui:help': 'Tulisan pada tombol dan keterangan kecil di bagian ini. Kosongkan untuk memakai bawaan tema.',
      'ui:options': { collapsible: true },
      ...labels,
    },
    extra: {
      'ui:order': ['hide', '*'],
      hide: { 'ui:help': 'Bagian tetap aktif, tetapi tidak tampil bagi tamu.' },
      ...extra,
    },
  };
}
