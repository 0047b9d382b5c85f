// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { loadManifestFromDisk, NOW } from '../helpers';
import { onlySections, themeView } from '../render-theme';

afterEach(cleanup);

function renderGift(manifest: ThemeManifest, page = sampleInvitation(manifest.id, NOW)) {
  render(themeView(manifest, onlySections(page, 'gift')));
  return document.getElementById('gift') as HTMLElement;
}

describe('gift section, selector mode', () => {
  const manifest = loadManifestFromDisk('floral-whimsy');

  it('offers the three types with the theme labels and starts on virtual', () => {
    const gift = renderGift(manifest);
    const radios = within(gift).getAllByRole('radio');
    expect(radios.map((r) => (r.closest('label') as HTMLElement).textContent)).toEqual([
      'Send Gifts',
      'Direct Transfer',
      'Wishlist',
    ]);
    expect((within(gift).getByRole('radio', { name: 'Direct Transfer' }) as HTMLInputElement).checked).toBe(true);
    expect(within(gift).getByText('1234 5678 90')).toBeTruthy();
    expect(within(gift).queryByText('0099 8877')).toBeNull();
    expect(within(gift).getAllByText('12/29')).toHaveLength(2);
  });

  it('switches to the wishlist: prices in Rupiah, quantities, the booked stamp', () => {
    const gift = renderGift(manifest);
    fireEvent.click(within(gift).getByRole('radio', { name: 'Wishlist' }));
    const items = gift.querySelectorAll('.wishlist__item');
    expect(items).toHaveLength(4);
    expect(items[0]?.classList).toContain('wishlist__item--booked');
    expect(within(items[0] as HTMLElement).getByText('booked')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Rp 850.000')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('2 pcs')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('See Detail')).toBeTruthy();
    expect(within(items[0] as HTMLElement).queryByText('See Detail')).toBeNull();
  });

  it('shows the physical card with Open Maps and its copy button', () => {
    const gift = renderGift(manifest);
    fireEvent.click(within(gift).getByRole('radio', { name: 'Send Gifts' }));
    expect(within(gift).getByText('Ayu Lestari')).toBeTruthy();
    expect(
      within(gift)
        .getByRole('link', { name: /Open Maps/ })
        .getAttribute('href'),
    ).toContain('maps.google.com');
    expect(within(gift).getByRole('button', { name: /Salin Alamat/ })).toBeTruthy();
  });

  it('offers only the types that have entries', () => {
    const page = sampleInvitation(manifest.id, NOW);
    const gift = renderGift(manifest, {
      ...page,
      invitation: { ...page.invitation, physical_gift: [], wishlist_gift: [] },
    });
    expect(within(gift).getAllByRole('radio')).toHaveLength(1);
  });

  it('renders nothing when there are no gifts at all', () => {
    const page = sampleInvitation(manifest.id, NOW);
    const empty = { ...page.invitation, physical_gift: [], virtual_gift: [], wishlist_gift: [] };
    expect(renderGift(manifest, { ...page, invitation: empty })).toBeNull();
  });
});

describe('gift section, other modes', () => {
  it('tabs for traditional-balinese', () => {
    const gift = renderGift(loadManifestFromDisk('traditional-balinese'));
    const tabs = within(gift).getAllByRole('tab');
    expect(tabs.map((t) => t.getAttribute('aria-selected'))).toEqual(['false', 'true', 'false']);
    fireEvent.click(tabs[2] as HTMLElement);
    expect(within(gift).getAllByRole('tab')[2]?.getAttribute('aria-selected')).toBe('true');
    expect(gift.querySelectorAll('.wishlist__item')).toHaveLength(4);
  });

  it('combined for golden-blossom: every list at once, no selector', () => {
    const gift = renderGift(loadManifestFromDisk('golden-blossom'));
    expect(within(gift).queryAllByRole('radio')).toHaveLength(0);
    expect(within(gift).queryAllByRole('tab')).toHaveLength(0);
    expect(gift.querySelectorAll('.gift-card--physical')).toHaveLength(1);
    expect(gift.querySelectorAll('.gift-card--virtual')).toHaveLength(2);
    expect(gift.querySelectorAll('.wishlist__item')).toHaveLength(4);
  });
});

describe('copy buttons', () => {
  it("copy the account number and read 'Disalin'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const gift = renderGift(loadManifestFromDisk('floral-whimsy'));
    fireEvent.click(within(gift).getAllByRole('button', { name: /Salin/ })[0] as HTMLElement);
    expect(writeText).toHaveBeenCalledWith('1234567890');
    expect(await screen.findByText('Disalin')).toBeTruthy();
  });
});

describe('gift section, under changing gifts (the owner preview)', () => {
  const manifest = loadManifestFromDisk('floral-whimsy');
  const view = (page: ReturnType<typeof sampleInvitation>) => themeView(manifest, onlySections(page, 'gift'));

  it('shows the gifts that arrive after it rendered without any, and falls back when a chosen type empties', () => {
    const page = sampleInvitation(manifest.id, NOW);
    const none = {
      ...page,
      invitation: { ...page.invitation, physical_gift: [], virtual_gift: [], wishlist_gift: [] },
    };
    const { rerender } = render(view(none));
    expect(document.getElementById('gift')).toBeNull();
    rerender(view(page));
    const gift = document.getElementById('gift') as HTMLElement;
    expect((within(gift).getByRole('radio', { name: 'Direct Transfer' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(gift).getByRole('radio', { name: 'Wishlist' }));
    rerender(view({ ...page, invitation: { ...page.invitation, wishlist_gift: [] } }));
    expect((within(gift).getByRole('radio', { name: 'Direct Transfer' }) as HTMLInputElement).checked).toBe(true);
    expect(within(gift).getByText('1234 5678 90')).toBeTruthy();
  });
});
