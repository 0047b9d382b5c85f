import type { UiSchema } from '@rjsf/utils';
import { GREETING_SECONDS } from './guestbook';

/**
 * How the greeting screen's settings form shows its fields (Buku Tamu › Layar Sapaan): the layout as
 * three pictures to pick from (the page's `greetingLayout` widget), the seconds as a number.
 */
export const guestbookSettingsUi = {
  'ui:order': ['screen_layout', 'greeting_seconds', 'show_table'],
  screen_layout: { 'ui:widget': 'greetingLayout' },
  greeting_seconds: {
    'ui:help': `${GREETING_SECONDS.min} sampai ${GREETING_SECONDS.max} detik. Saat banyak tamu datang bersamaan, sapaan dipersingkat (paling cepat ${GREETING_SECONDS.min} detik) agar tidak tertinggal.`,
  },
  show_table: { 'ui:help': 'Nama meja tamu tampil di bawah namanya, bila tamu sudah diberi meja.' },
} satisfies UiSchema;
