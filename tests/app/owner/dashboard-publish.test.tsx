// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ID, renderDashboard, summaryOf } from './dashboard-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const statusCard = () => screen.getByRole('region', { name: 'Status & paket' });

describe('the active period on the status card', () => {
  it('warns when the period ends before the main event, saying what happens then', async () => {
    // The harness's invitation ends the evening before its main event.
    fakeApi();
    renderDashboard();
    const warning = await within(await screen.findByRole('region', { name: 'Status & paket' })).findByText(
      /^Masa aktif berakhir 12 Juni 2027, beberapa jam sebelum acara utama \(12 Juni 2027\)\./,
    );
    expect(warning.textContent).toContain('tamu tidak dapat lagi membuka undangan ini');
  });
});

describe('publishing from the dashboard', () => {
  it("says a draft is seen only by its owner, publishes it with 'Terbitkan' and shows it published", async () => {
    const api = fakeApi();
    renderDashboard();
    await screen.findByText(/hanya Anda yang dapat melihatnya/);
    expect(within(statusCard()).getByText('Draf')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Terbitkan' }));
    await within(statusCard()).findByText('Undangan diterbitkan. Tamu kini dapat membukanya.');
    expect(api.calls).toContainEqual({
      method: 'PUT',
      path: `/v1/invitation/${ID}/status`,
      body: { status: 'published' },
    });
    // The summary is read again: the card now shows the new status and the way back.
    await within(statusCard()).findByText('Terbit');
    expect(screen.getByRole('button', { name: 'Kembalikan ke Draf' })).toBeTruthy();
  });

  it("asks before 'Kembalikan ke Draf' and does nothing when the owner cancels", async () => {
    const api = fakeApi({ summary: summaryOf({ status: 'published' }) });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Kembalikan ke Draf' }));
    const dialog = screen.getByText('Kembalikan ke draf?').closest('dialog')!;
    expect(within(dialog).getByText('Kembalikan ke draf?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal', hidden: true }));
    expect(api.calls.filter((c) => c.method === 'PUT')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Kembalikan ke Draf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Kembalikan ke Draf', hidden: true }));
    await within(statusCard()).findByText('Undangan dikembalikan ke draf.');
    expect(api.calls).toContainEqual({ method: 'PUT', path: `/v1/invitation/${ID}/status`, body: { status: 'draft' } });
    await within(statusCard()).findByText('Draf');
  });

  it("tells the server's refusal in Indonesian and keeps the status", async () => {
    const api = fakeApi();
    api.failNextWrite = { status: 500, body: { message: 'Terjadi kesalahan pada server' } };
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Terbitkan' }));
    const alert = await within(statusCard()).findByRole('alert');
    expect(alert.textContent).toBe('Terjadi kesalahan pada server');
    await waitFor(() => expect(within(statusCard()).getByText('Draf')).toBeTruthy());
  });
});
