// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { giftConfirmationMachine } from '../../engine/machines/gift-confirmation.machine';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { GiftConfirmationPayload } from '../../schemas/payloads/gift-confirmation.payload';
import { loadManifestFromDisk, NOW } from '../helpers';
import { onlySections, themeView } from '../render-theme';

afterEach(cleanup);

const booking = (n: number) => ({ id: `b-${n}`, status: 'pending' as const, created_at: '2026-11-01T00:00:00.000Z' });

/** The sample with its Tanaman Monstera (3 of them) confirmed `confirmed` times. */
function withMonstera(page: InvitationPage, confirmed: number): InvitationPage {
  const wishlist = (page.invitation.wishlist_gift ?? []).map((item) =>
    item.id === 'monstera' ? { ...item, confirmation: Array.from({ length: confirmed }, (_, n) => booking(n)) } : item,
  );
  return { ...page, invitation: { ...page.invitation, wishlist_gift: wishlist } };
}

/** The gift section of a theme, its wishlist shown (a selector's or a tab's choice; combined shows it at once). */
function renderWishlist(themeId: string, confirmed: number) {
  const manifest = loadManifestFromDisk(themeId);
  const flow = createActor(
    giftConfirmationMachine.provide({
      actors: { confirmGift: fromPromise<unknown, GiftConfirmationPayload>(async () => undefined) },
    }),
    { input: { invitationId: 'demo', guest: null } },
  ).start();
  const page = withMonstera(sampleInvitation(manifest.id, NOW), confirmed);
  render(themeView(manifest, onlySections(page, 'gift'), { flows: { gift: flow } }));
  const gift = document.getElementById('gift') as HTMLElement;
  const choice =
    within(gift).queryByRole('radio', { name: 'Wishlist' }) ?? within(gift).queryByRole('tab', { name: 'Wishlist' });
  if (choice) fireEvent.click(choice);
  return { gift, flow, monstera: within(gift).getByText('Tanaman Monstera').closest('.wishlist__item') as HTMLElement };
}

describe('a wishlist card of quantity 3', () => {
  for (const themeId of ['floral-whimsy', 'traditional-balinese', 'golden-blossom']) {
    it(`says what is left while some remain and is stamped booked once none do (${themeId})`, () => {
      const { monstera } = renderWishlist(themeId, 1);
      expect(within(monstera).getByText('Sisa 2 dari 3')).toBeTruthy();
      expect(within(monstera).queryByText('booked')).toBeNull();
      expect(monstera.classList).not.toContain('wishlist__item--booked');
      cleanup();

      const full = renderWishlist(themeId, 3).monstera;
      expect(within(full).getByText('booked')).toBeTruthy();
      expect(full.classList).toContain('wishlist__item--booked');
      expect(within(full).queryByText(/^Sisa/)).toBeNull();
    });
  }

  it('keeps Confirm Gift for it until the last is confirmed', () => {
    const { monstera, flow } = renderWishlist('floral-whimsy', 2);
    expect(within(monstera).getByText('Sisa 1 dari 3')).toBeTruthy();
    fireEvent.click(within(monstera).getByRole('button', { name: 'Tanaman Monstera' }));
    const detail = screen.getByRole('dialog', { name: 'Detail Kado Keinginan' });
    fireEvent.click(within(detail).getByRole('button', { name: 'Confirm Gift' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Gift' })).toBeTruthy();
    expect(flow.getSnapshot().context.itemId).toBe('monstera');
    cleanup();

    const full = renderWishlist('floral-whimsy', 3).monstera;
    expect(within(full).queryByRole('button')).toBeNull();
  });

  it('says the same of every other item: Sisa 2 dari 2 before anyone confirmed', () => {
    const { gift } = renderWishlist('floral-whimsy', 0);
    const plates = within(gift).getByText('Set Piring Makan').closest('.wishlist__item') as HTMLElement;
    expect(within(plates).getByText('Sisa 2 dari 2')).toBeTruthy();
    expect(within(plates).getByText('See Detail')).toBeTruthy();
  });
});
