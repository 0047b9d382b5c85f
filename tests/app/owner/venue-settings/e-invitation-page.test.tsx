// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import floralWhimsy from '../../../../manifests/floral-whimsy/manifest.json';
import { doorCodeLabel } from '../../../../engine/guestbook/door-code';
import RsvpQrCode from '../../../../renderers/sections/rsvp-qr-code';
import { summaryOf } from '../dashboard-harness';
import { fakeApi, guestOf, ID, listQueries, renderEInvitations, SLUG } from './e-invitation-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = () => screen.getByRole('figure');
/** The path of the QR code's dark modules: what it encodes, drawn. */
const qrPath = (root: ParentNode) =>
  root.querySelector('[data-testid="rsvp-qr-code"] path:last-of-type')?.getAttribute('d');
/** The modules the guest's own page draws for `value` (renderers/sections/rsvp-qr-code.tsx). */
const guestPageQr = (value: string) => {
  const holder = document.createElement('div');
  holder.innerHTML = renderToStaticMarkup(<RsvpQrCode value={value} title="QR" size={290} />);
  return qrPath(holder);
};

describe('the e-invitation page', () => {
  it("shows the first guest's card in the theme: couple, main event in its zone, the guest and a QR code of their id", async () => {
    fakeApi({ guests: [guestOf(1, { name: 'Budi Santoso' }), guestOf(2)] });
    renderEInvitations();
    await screen.findByRole('heading', { name: 'E-undangan untuk Budi Santoso' });
    const figure = card();
    expect(figure.getAttribute('aria-label')).toBe('E-undangan Budi Santoso');
    const texts = [...figure.querySelectorAll('p')].map((p) => p.textContent);
    expect(texts).toEqual([
      'The Wedding Of',
      'Raka & Ayu',
      'Resepsi',
      'Sabtu, 12 Juni 2027 · 13.00 – 16.00 WITA',
      'Gedung Sasana Kriya',
      'Kepada Yth.',
      'Budi Santoso',
      // The door code under the QR code, as the image draws it.
      doorCodeLabel('g-1'),
      'Tunjukkan QR code ini kepada penerima tamu',
    ]);
    // The theme's own colours and fonts, as CSS variables on the card.
    expect(figure.getAttribute('data-theme')).toBe('floral-whimsy');
    expect(figure.style.getPropertyValue('--color-primary')).toBe(floralWhimsy.tokens.colors.primary);
    expect(figure.style.getPropertyValue('--font-script')).toContain('Great Vibes');
    expect(figure.style.getPropertyValue('--ornament-illustration')).toBe(
      'url("/themes/floral-whimsy/illustration.svg")',
    );
    // The QR code is the one the guest's page shows: their id, black on white.
    const qr = within(figure).getByTestId('rsvp-qr-code');
    expect(qr.querySelector('path')?.getAttribute('fill')).toBe('#ffffff');
    expect(qrPath(figure)).toBe(guestPageQr('g-1'));
    expect(qrPath(figure)).not.toBe(guestPageQr('g-2'));
  });

  it('shows the chosen guest, sends their personal link on WhatsApp and marks it sent', async () => {
    const api = fakeApi({
      guests: [guestOf(1), guestOf(2, { name: 'Citra Dewi', whatsapp_number: '+6281377788899' })],
    });
    renderEInvitations();
    await screen.findByRole('heading', { name: 'E-undangan untuk Tamu 0001' });
    const choice = screen.getByRole('button', { name: /Citra Dewi/ });
    expect(choice.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(choice);
    await screen.findByRole('heading', { name: 'E-undangan untuk Citra Dewi' });
    expect(choice.getAttribute('aria-pressed')).toBe('true');
    expect(within(card()).getByText('Citra Dewi')).toBeTruthy();
    expect(qrPath(card())).toBe(guestPageQr('g-2'));

    const whatsApp = screen.getByRole('link', { name: 'Kirim via WhatsApp ke Citra Dewi' });
    const link = `${window.location.origin}/${SLUG}?to=kode-2`;
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/6281377788899?text=${encodeURIComponent(`Yth. Citra Dewi, undangan kami: ${link}`)}`,
    );
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    fireEvent.click(whatsApp);
    await waitFor(() =>
      expect(api.calls.some((c) => c.method === 'POST' && c.path === '/v1/guest/g-2/sent')).toBe(true),
    );
    // The list reads again and says the link went out.
    expect(await within(choice).findByText('Sudah dikirim')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Unduh gambar/ })).toBeTruthy();
  });

  it('lets WhatsApp pick the chat for a guest without a number', async () => {
    fakeApi({ guests: [guestOf(3, { name: 'Dodi' })] });
    renderEInvitations();
    const whatsApp = await screen.findByRole('link', { name: 'Kirim via WhatsApp ke Dodi' });
    const link = `${window.location.origin}/${SLUG}?to=kode-3`;
    expect(whatsApp.getAttribute('href')).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Yth. Dodi, undangan kami: ${link}`)}`,
    );
    expect(screen.getByText(/Dodi belum punya nomor WhatsApp/)).toBeTruthy();
  });

  it('pages and searches 2,000 guests on the server, with one card and one QR code on the page', async () => {
    const api = fakeApi({ guests: Array.from({ length: 2000 }, (_, i) => guestOf(i + 1)) });
    renderEInvitations();
    await screen.findByRole('heading', { name: 'E-undangan untuk Tamu 0001' });
    const list = screen.getByRole('region', { name: 'Pilih tamu' });
    expect(within(list).getAllByRole('button', { pressed: false }).length + 1).toBe(20);
    expect(within(list).getByText('Menampilkan 1–20 dari 2.000 tamu')).toBeTruthy();
    expect(listQueries(api).at(-1)).toEqual({ sort: 'name', page: '1', pageSize: '20' });
    expect(document.querySelectorAll('[data-testid="rsvp-qr-code"]')).toHaveLength(1);
    expect(document.querySelectorAll('canvas')).toHaveLength(1);

    fireEvent.click(within(list).getByRole('button', { name: 'Berikutnya' }));
    await within(list).findByText('Menampilkan 21–40 dari 2.000 tamu');
    expect(listQueries(api).at(-1)).toEqual({ sort: 'name', page: '2', pageSize: '20' });
    expect(within(list).getByText('Halaman 2 dari 100')).toBeTruthy();

    fireEvent.change(within(list).getByRole('searchbox'), { target: { value: 'Tamu 1999' } });
    await within(list).findByText('Menampilkan 1–1 dari 1 tamu');
    expect(listQueries(api).at(-1)).toEqual({ q: 'Tamu 1999', sort: 'name', page: '1', pageSize: '20' });
    fireEvent.click(within(list).getByRole('button', { name: /Tamu 1999/ }));
    await screen.findByRole('heading', { name: 'E-undangan untuk Tamu 1999' });
    expect(document.querySelectorAll('[data-testid="rsvp-qr-code"]')).toHaveLength(1);

    fireEvent.change(within(list).getByRole('searchbox'), { target: { value: 'Tidak Ada' } });
    expect(await within(list).findByText('Tidak ada tamu yang cocok dengan "Tidak Ada"')).toBeTruthy();
  });

  it('says so, and reads no guest, when the plan lacks the guestbook or it is off', async () => {
    const plan = summaryOf().plan!;
    const api = fakeApi({ summary: summaryOf({ plan: { ...plan, with_guestbook: false } }), guests: [guestOf(1)] });
    renderEInvitations();
    expect(await screen.findByText('Buku tamu hanya tersedia di paket Luxury')).toBeTruthy();
    cleanup();

    fakeApi({ summary: summaryOf({ use_guestbook: false }), guests: [guestOf(1)] });
    renderEInvitations();
    expect(await screen.findByText('Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Buka Pengaturan › Umum' }).getAttribute('href')).toBe(
      `/invitation/${ID}/setting/general`,
    );
    expect(screen.queryByRole('figure')).toBeNull();
    expect(listQueries(api)).toEqual([]);
  });
});
