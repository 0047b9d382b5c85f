import { SECTIONS } from '../../../schemas/sections';
import { EDITED_SECTIONS } from '../../../schemas/requests/section-editor';

/**
 * The owner's menu of one invitation (docs/product.md#owner-area): Pengaturan, Bagian and Tamu with
 * their sub-pages, in Indonesian. The guestbook's sub-pages (docs/product.md#guestbook) join the Tamu
 * area only when the invitation's plan has the guestbook (`with_guestbook`).
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
/** The guestbook's sub-pages of the Tamu area, after the guest list and the wishes. */
export const GUESTBOOK_PAGES = ['guest-book', 'e-invitation', 'screen', 'table', 'souvenir'] as const;
export type GuestPage = (typeof GUEST_PAGES)[number] | (typeof GUESTBOOK_PAGES)[number];

export const GUEST_LABELS: Record<GuestPage, string> = {
  list: 'Daftar Tamu',
  wish: 'Ucapan & Kado',
  'guest-book': 'Buku Tamu',
  'e-invitation': 'E-Undangan',
  screen: 'Layar Sapaan',
  table: 'Meja',
  souvenir: 'Suvenir',
};

/** What the menu depends on besides the invitation's id. */
export type MenuOptions = {
  /** The invitation's plan has the guestbook (its sub-pages are shown). */
  withGuestbook?: boolean;
};

export function invitationMenu(invitationId: string, { withGuestbook = false }: MenuOptions = {}): MenuArea[] {
  const base = `/invitation/${encodeURIComponent(invitationId)}`;
  const guestPages: readonly GuestPage[] = withGuestbook ? [...GUEST_PAGES, ...GUESTBOOK_PAGES] : GUEST_PAGES;
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
      items: guestPages.map((page) => ({ path: `${base}/guest/${page}`, label: GUEST_LABELS[page] })),
    },
  ];
}
