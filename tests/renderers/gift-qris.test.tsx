// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { qrisFileName } from '../../renderers/sections/gift-qris';
import { loadManifestFromDisk, NOW } from '../helpers';
import { onlySections, themeView } from '../render-theme';

afterEach(cleanup);

const LABEL = 'QRIS BCA a.n. Raka Pradipta';

/** The gift section of a theme on its virtual gifts (where every mode starts, or shows them at once). */
function renderGift(themeId: string) {
  const manifest = loadManifestFromDisk(themeId);
  render(themeView(manifest, onlySections(sampleInvitation(manifest.id, NOW), 'gift')));
  return document.getElementById('gift') as HTMLElement;
}

const cardOf = (gift: HTMLElement, number: string) =>
  within(gift).getByText(number).closest('.gift-card--virtual') as HTMLElement;

describe("a virtual gift's QRIS", () => {
  for (const themeId of ['floral-whimsy', 'traditional-balinese', 'golden-blossom']) {
    it(`shows the code, sized and lazy, with 'Simpan QRIS' saving the image (${themeId})`, () => {
      const gift = renderGift(themeId);
      const bca = cardOf(gift, '1234 5678 90');
      const image = bca.querySelector('img.gift-qris__image') as HTMLImageElement;
      expect(image.getAttribute('src')).toBe('/demo/qris.svg');
      expect([image.getAttribute('width'), image.getAttribute('height')]).toEqual(['120', '120']);
      expect(image.getAttribute('loading')).toBe('lazy');
      const save = within(bca).getByRole('link', { name: 'Simpan QRIS' });
      expect(save.getAttribute('href')).toBe('/demo/qris.svg');
      expect(save.getAttribute('download')).toBe('qris-bca.svg');
      expect(within(bca).getByRole('button', { name: `Lihat ${LABEL} layar penuh` })).toBeTruthy();

      // An account without a QRIS shows none.
      const mandiri = cardOf(gift, '1400 0123 4567');
      expect(mandiri.querySelector('.gift-qris')).toBeNull();
      expect(within(mandiri).queryByRole('link', { name: 'Simpan QRIS' })).toBeNull();
    });
  }

  it('opens full screen on a tap, in a dialog that closes with Escape and gives the focus back', async () => {
    const gift = renderGift('floral-whimsy');
    const open = within(cardOf(gift, '1234 5678 90')).getByRole('button', { name: `Lihat ${LABEL} layar penuh` });
    open.focus();
    fireEvent.click(open);
    // Its code arrives in a chunk of its own.
    const dialog = await screen.findByRole('dialog', { name: LABEL });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(within(dialog).getByRole('img', { name: LABEL }).getAttribute('src')).toBe('/demo/qris.svg');
    expect(within(dialog).getByRole('link', { name: 'Simpan QRIS' }).getAttribute('download')).toBe('qris-bca.svg');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));

    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(open);

    fireEvent.click(open);
    const again = await screen.findByRole('dialog', { name: LABEL });
    fireEvent.click(within(again).getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the saved file after the channel, with the stored extension', () => {
    expect(qrisFileName('BCA', '/media/ab12.webp')).toBe('qris-bca.webp');
    expect(qrisFileName('Bank Jago / Syariah', '/media/x.PNG?v=2')).toBe('qris-bank-jago-syariah.png');
    expect(qrisFileName('—', 'https://cdn.contoh.id/qris')).toBe('qris-kado');
  });
});
