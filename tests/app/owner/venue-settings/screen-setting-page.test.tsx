// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Component as ScreenSettingPage } from '../../../../app/owner/venue-settings/screen-setting-page';
import { OWNER_VALIDATED_SCHEMAS } from '../../../../app/owner/owner-pages';
import { GUESTBOOK_SETTINGS_DEFAULTS, guestbookSettingsSchema } from '../../../../schemas/requests/guestbook';
import { fakeGreetingFrame } from '../../greeting-frame';
import { ok, renderOwnerPage, routedApi, written, type Call } from '../owner-page-harness';
import { INVITATION_ID, invitation } from '../settings-harness';

class NoResizeObserver {
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', NoResizeObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const settingsPath = `/v1/invitation/${INVITATION_ID}/guestbook/settings`;

function openPage(overrides: Record<string, unknown> = { use_guestbook: true }) {
  const calls = routedApi({
    [`GET /v1/invitation/${INVITATION_ID}`]: ok(invitation(overrides)),
    [`GET ${settingsPath}`]: written({ ...GUESTBOOK_SETTINGS_DEFAULTS }, 'v-1'),
    [`PUT ${settingsPath}`]: (call: Call) => written(call.body, 'v-2'),
  });
  renderOwnerPage(ScreenSettingPage, '/invitation/:id/guest/screen', `/invitation/${INVITATION_ID}/guest/screen`);
  return calls;
}

/** The preview's frame, its posts recorded, told that it listens. */
function listeningFrame() {
  const frame = screen.getByTitle<HTMLIFrameElement>('Pratinjau layar sapaan');
  const { posted, listens } = fakeGreetingFrame(frame);
  listens();
  return { frame, posted };
}

describe('Layar Sapaan, the greeting screen settings page', () => {
  it('saves the layout picked from three, the seconds and the table switch with PUT', async () => {
    const calls = openPage();
    const spotlight = await screen.findByRole('radio', { name: /Sorotan/ });
    expect(screen.getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'classic',
      'spotlight',
      'banner',
    ]);
    expect((screen.getByRole('radio', { name: /Klasik/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(spotlight);
    fireEvent.change(screen.getByLabelText(/Lama sapaan/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('switch', { name: /Tampilkan meja tamu/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Perubahan tersimpan');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([
      {
        method: 'PUT',
        path: settingsPath,
        body: { ...GUESTBOOK_SETTINGS_DEFAULTS, screen_layout: 'spotlight', greeting_seconds: 6, show_table: false },
      },
    ]);
    // Based on the version read (docs/product.md#no-lost-edit); the next save on the one this save made.
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.headers?.['if-match'])).toEqual([
      '"v-1"',
      '"v-2"',
    ]);
  });

  it("has its form's validator precompiled for the built app (a form without one cannot check itself)", () => {
    expect(OWNER_VALIDATED_SCHEMAS).toContain(guestbookSettingsSchema);
  });

  it('refuses seconds out of 3 to 60 in Indonesian, and sends nothing', async () => {
    const calls = openPage();
    fireEvent.change(await screen.findByLabelText(/Lama sapaan/), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
    await screen.findByText('Lama sapaan harus 3 sampai 60 detik');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it("tries a sample greeting in the preview with the form's settings, saved or not", async () => {
    openPage();
    await screen.findByRole('radio', { name: /Pita/ });
    const { frame, posted } = listeningFrame();
    expect(frame.getAttribute('src')).toBe('/budi-ani/screen');
    fireEvent.click(screen.getByRole('button', { name: 'Coba sapaan' }));
    expect(posted).toEqual([
      { type: 'invitation:greeting', guestName: 'Bapak Budi Santoso', table: '3', seconds: 10, layout: 'classic' },
    ]);
    // Picking a layout shows the sample in it at once.
    fireEvent.click(screen.getByRole('radio', { name: /Pita/ }));
    await waitFor(() =>
      expect(posted.at(-1)).toEqual({
        type: 'invitation:greeting',
        guestName: 'Bapak Budi Santoso',
        table: '3',
        seconds: 10,
        layout: 'banner',
      }),
    );
  });

  it('opens the display in a new tab, with how to put it on the venue screen', async () => {
    openPage();
    const link = await screen.findByRole('link', { name: /Buka layar sapaan/ });
    expect(link.getAttribute('href')).toBe(`/invitation/${INVITATION_ID}/guest/screen/display`);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByText(/laptop yang tersambung ke TV atau proyektor/)).toBeTruthy();
  });

  it('says so when the guestbook is off, without calling it', async () => {
    const calls = openPage({ use_guestbook: false });
    await screen.findByText('Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.');
    expect(calls.some((call) => call.path.includes('/guestbook/'))).toBe(false);
  });
});
