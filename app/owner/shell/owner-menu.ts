import { SECTIONS } from '../../../schemas/sections';
import { EDITED_SECTIONS } from '../../../schemas/requests/section-editor';

/**
 * The owner's menu of one invitation (docs/product.md#owner-area): Pengaturan, Bagian and Tamu with
 * their sub-pages, in Indonesian. The guestbook's sub-pages join the Tamu area when the plan has the
 * guestbook and their pages exist.
 */
export type MenuItem = { path: string; label: string };
export type MenuArea = { id: 'setting' | 'section' | 'guest'; label: string; items: MenuItem[] };

export const SETTING_PAGES = ['theme', 'cover', 'thumbnail', 'order', 'music', 'general'] as const;
export type SettingPage = (typeof SETTING_PAGES)[number];

export const SETTING_LABELS: Record<SettingPage, string> = {
  theme: 'Tema',
  cover: 'Sampul',
  thumbnail: 'Thumbnail',
  order: 'Urutan Bagian',
  music: 'Musik',
  general: 'Umum',
};

export const GUEST_PAGES = ['list', 'wish'] as const;
export const GUEST_LABELS: Record<(typeof GUEST_PAGES)[number], string> = {
  list: 'Daftar Tamu',
  wish: 'Ucapan & Kado',
};

export function invitationMenu(invitationId: string): MenuArea[] {
  const base = `/invitation/${encodeURIComponent(invitationId)}`;
  return [
    {
      id: 'setting',
      label: 'Pengaturan',
      items: SETTING_PAGES.map((page) => ({ path: `${base}/setting/${page}`, label: SETTING_LABELS[page] })),
    },
    {
      id: 'section',
      label: 'Bagian',
      items: EDITED_SECTIONS.map((slug) => ({ path: `${base}/section/${slug}`, label: SECTIONS[slug].settings.title })),
    },
    {
      id: 'guest',
      label: 'Tamu',
      items: GUEST_PAGES.map((page) => ({ path: `${base}/guest/${page}`, label: GUEST_LABELS[page] })),
    },
  ];
}
