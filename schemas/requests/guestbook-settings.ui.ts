import type { UiSchema } from '@rjsf/utils';
import { GREETING_MAX_AGE_SECONDS, GREETING_SECONDS, VIP_GREETING_DEFAULT } from './guestbook';

/**
 * How the greeting screen's settings form shows its fields (Buku Tamu › Layar Sapaan): the layout as
 * three pictures to pick from (the page's `greetingLayout` widget), the seconds as a number.
 */
export const guestbookSettingsUi = {
  'ui:order': [
    'screen_layout',
    'greeting_seconds',
    'show_table',
    'greeting_max_age_seconds',
    'vip_greeting',
    'single_use_codes',
    'check_out',
  ],
  screen_layout: { 'ui:widget': 'greetingLayout' },
  greeting_seconds: {
    'ui:help': `${GREETING_SECONDS.min} sampai ${GREETING_SECONDS.max} detik. Saat banyak tamu datang bersamaan, sapaan dipersingkat (paling cepat ${GREETING_SECONDS.min} detik) agar tidak tertinggal.`,
  },
  show_table: { 'ui:help': 'Nama meja tamu tampil di bawah namanya, bila tamu sudah diberi meja.' },
  greeting_max_age_seconds: {
    'ui:help': `${GREETING_MAX_AGE_SECONDS.min} sampai ${GREETING_MAX_AGE_SECONDS.max} detik. Sapaan yang sudah terlalu lama menunggu dilewati agar layar tidak tertinggal; jumlahnya tetap tercatat.`,
  },
  vip_greeting: {
    'ui:placeholder': VIP_GREETING_DEFAULT,
    'ui:help': 'Sapaan untuk tamu yang ditandai VIP. Kosongkan untuk memakai sapaan bawaan.',
  },
  single_use_codes: {
    'ui:help':
      'Bila aktif, QR Code atau kode yang sudah dipakai masuk ditandai saat dipindai lagi, tidak diterima diam-diam.',
  },
  check_out: { 'ui:help': 'Penerima tamu dapat mencatat tamu yang sudah pulang.' },
} satisfies UiSchema;
