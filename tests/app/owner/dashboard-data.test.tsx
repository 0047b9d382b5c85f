// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDashboard } from './dashboard-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the data card on the dashboard', () => {
  it("offers 'Unduh semua data' with its note, and fetches nothing until asked", async () => {
    const api = fakeApi();
    renderDashboard();
    const card = await screen.findByRole('region', { name: 'Data undangan' });
    expect(within(card).getByRole('button', { name: 'Unduh semua data' })).toBeTruthy();
    expect(
      within(card).getByText('Semua data undangan (tamu, RSVP, ucapan, kado, isi bagian) dalam satu berkas ZIP.'),
    ).toBeTruthy();
    expect(api.calls.some((call) => call.path.endsWith('/export'))).toBe(false);
  });
});
