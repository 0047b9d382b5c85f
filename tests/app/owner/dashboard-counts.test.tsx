// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderDashboard, summaryOf } from './dashboard-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The value shown under a count's name. */
const countOf = (label: string) => {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.parentElement!.querySelector('.dashboard-count__value')!.textContent;
};

describe('the dashboard counts', () => {
  it("shows the summary's numbers, the answers in words beside the chart and each event's counts", async () => {
    fakeApi();
    renderDashboard();
    await screen.findByRole('heading', { name: 'Dasbor' });
    expect(countOf('Tamu')).toBe('20');
    expect(countOf('Hadir')).toBe('12');
    expect(screen.getByText('27 orang')).toBeTruthy();
    expect(countOf('Berhalangan')).toBe('3');
    expect(countOf('Belum menjawab')).toBe('5');
    expect(countOf('Ucapan')).toBe('8');
    expect(countOf('Konfirmasi kado')).toBe('2');
    expect(countOf('Acara utama')).toBe('H-12');

    // The chart's legend says it in words (the drawing itself is hidden from screen readers).
    const legend = await screen.findByText('20 tamu');
    const items = within(legend.parentElement!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Hadir: 12 (60%)', 'Berhalangan: 3 (15%)', 'Belum menjawab: 5 (25%)']);

    const table = screen.getByRole('table', { name: 'Jawaban per acara' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Akad Nikah (utama)', '10', '3', '22 / 60'],
      ['Resepsi', '11', '4', '25 / 60'],
    ]);
  });

  it('says the main event is today, or how long ago it was', async () => {
    fakeApi({ summary: summaryOf({ days_to_main_event: 0 }) });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Dasbor' });
    expect(countOf('Acara utama')).toBe('Hari ini');
    cleanup();

    fakeApi({ summary: summaryOf({ days_to_main_event: -3 }) });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Dasbor' });
    expect(countOf('Acara utama')).toBe('Sudah lewat 3 hari');
  });

  it('shows the plan, the end of the active period in Indonesian, or that it has ended', async () => {
    fakeApi();
    renderDashboard();
    await screen.findByText('Sampai 12 Juni 2027');
    expect(screen.getByText('luxury')).toBeTruthy();
    cleanup();

    fakeApi({ summary: summaryOf({ expired: true }) });
    renderDashboard();
    await screen.findByText('Masa aktif habis');
  });
});

describe('a summary the owner may not read', () => {
  for (const status of [401, 403, 404]) {
    it(`sends the owner to /invitation when it answers ${status}`, async () => {
      fakeApi({ summaryStatus: status });
      const router = renderDashboard();
      await screen.findByRole('heading', { name: 'Undangan Saya' });
      await waitFor(() => expect(router.state.location.pathname).toBe('/invitation'));
    });
  }
});
