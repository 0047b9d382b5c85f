// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ANY_GUEST } from '../../../engine/format/share-caption';
import { fakeApi, ID, renderDashboard } from './dashboard-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sharePanel = () => screen.getByRole('region', { name: 'Bagikan undangan' });
const link = () => `${window.location.origin}/rina-dimas`;

describe('the share panel', () => {
  it("sends the owner's caption with the name and link filled through WhatsApp", async () => {
    fakeApi({ invitation: { id: ID, slug: 'rina-dimas', caption_share: 'Halo {nama}, buka {link} ya!' } });
    renderDashboard();
    const whatsapp = await screen.findByRole('link', { name: 'Bagikan ke WhatsApp' });
    const url = new URL(whatsapp.getAttribute('href')!);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/');
    await vi.waitFor(() =>
      expect(
        new URL(screen.getByRole('link', { name: 'Bagikan ke WhatsApp' }).getAttribute('href')!).searchParams.get(
          'text',
        ),
      ).toBe(`Halo ${ANY_GUEST}, buka ${link()} ya!`),
    );
    expect(whatsapp.getAttribute('target')).toBe('_blank');
  });

  it('sends the Indonesian default caption with the link when the owner wrote none', async () => {
    fakeApi();
    renderDashboard();
    const whatsapp = await screen.findByRole('link', { name: 'Bagikan ke WhatsApp' });
    const text = new URL(whatsapp.getAttribute('href')!).searchParams.get('text')!;
    expect(text).toContain('Kepada Yth.');
    expect(text).toContain(link());
    expect(text).not.toMatch(/\{nama\}|\{link\}/);
  });

  it("shows the public link and copies it with 'Salin', which then reads 'Disalin'", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    fakeApi();
    renderDashboard();
    expect(
      await within(await screen.findByRole('region', { name: 'Bagikan undangan' })).findByRole('link', {
        name: link(),
      }),
    ).toBeTruthy();
    await act(async () => {
      fireEvent.click(within(sharePanel()).getByRole('button', { name: 'Salin' }));
    });
    expect(writeText).toHaveBeenCalledWith(link());
    expect(within(sharePanel()).getByRole('button', { name: 'Disalin' })).toBeTruthy();
  });

  it("shows the link as a QR code with 'Unduh QR Code'", async () => {
    fakeApi();
    renderDashboard();
    const qr = await screen.findByRole('img', { name: `QR Code tautan ${link()}` });
    expect(qr.tagName).toBe('CANVAS');
    expect(within(sharePanel()).getByRole('button', { name: 'Unduh QR Code' })).toBeTruthy();
  });
});
