import { MENU_AREAS, OWNER_PAGES, ownerPagePath, type MenuAreaId } from '../owner-pages';

/**
 * The owner's menu of one invitation (docs/product.md#owner-area): Pengaturan, Bagian and Tamu with
 * their sub-pages, in Indonesian, from the table of pages (app/owner/owner-pages.ts). The guestbook's
 * sub-pages (docs/product.md#guestbook) join the Tamu area only when the invitation's plan has the
 * guestbook (`with_guestbook`); the owner's own pages (members, payment) only for the owner; a page
 * opened from another (a receipt) never.
 */
export type MenuItem = { path: string; label: string };
export type MenuArea = { id: MenuAreaId; label: string; items: MenuItem[] };

/** What the menu depends on besides the invitation's id. */
export type MenuOptions = {
  /** The invitation's plan has the guestbook (its sub-pages are shown). */
  withGuestbook?: boolean;
  /** The caller is its owner (the owner's pages are shown), not one of its members. */
  isOwner?: boolean;
};

export function invitationMenu(
  invitationId: string,
  { withGuestbook = false, isOwner = true }: MenuOptions = {},
): MenuArea[] {
  const base = `/invitation/${encodeURIComponent(invitationId)}`;
  return (Object.keys(MENU_AREAS) as MenuAreaId[]).map((id) => ({
    id,
    label: MENU_AREAS[id],
    items: OWNER_PAGES.filter(
      (page) => page.area === id && !page.hidden && (withGuestbook || !page.guestbook) && (isOwner || !page.ownerOnly),
    ).map((page) => ({
      path: `${base}/${ownerPagePath(page)}`,
      label: page.label,
    })),
  }));
}
