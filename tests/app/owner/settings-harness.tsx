import type { ComponentType } from 'react';
import { renderOwnerPage } from './owner-page-harness';

export { routedApi as stubApi, written, type Answer, type Call } from './owner-page-harness';

export const INVITATION_ID = 'inv-1';

export const invitation = (overrides: Record<string, unknown> = {}) => ({
  id: INVITATION_ID,
  slug: 'budi-ani',
  status: 'draft',
  theme: 'floral-whimsy',
  use_guestbook: false,
  use_multiple_event: false,
  meta_title: 'Undangan Budi & Ani',
  caption_share: 'Halo {nama}, buka {link}',
  style: { show_groom_parent: true, show_bride_parent: true },
  plan: { code: 'luxury', name: 'luxury', tier: 3, with_guestbook: true },
  expired: false,
  version: 'v-awal',
  in_portofolio: false,
  ...overrides,
});

/** A settings page at its address in a data router, with a fresh query client (no retries). */
export function renderSettingsPage(Page: ComponentType, area: string) {
  return renderOwnerPage(Page, '/invitation/:id/setting/' + area, `/invitation/${INVITATION_ID}/setting/${area}`, [
    { path: '/invitation', element: <p>Daftar undangan</p> },
  ]);
}
