// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SendFunnelCard } from '../../../app/owner/dashboard/send-funnel-card';
import { summaryOf } from './dashboard-harness';

afterEach(cleanup);

describe("the dashboard's funnel: terkirim → dibuka → menjawab", () => {
  it('counts guests sent, who opened their link and who answered, of all guests, and leads to the queue', () => {
    const summary = { ...summaryOf(), guests: 20, guests_sent: 14, guests_opened: 9, guests_replied: 6 };
    const router = createMemoryRouter(
      [{ path: '*', element: <SendFunnelCard invitationId="inv-1" summary={summary} /> }],
      { initialEntries: ['/invitation/inv-1'] },
    );
    render(<RouterProvider router={router} />);
    const card = screen.getByRole('region', { name: 'Pengiriman undangan' });
    const steps = within(card)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(steps).toEqual(['Terkirim14 dari 20 tamu', 'Dibuka9 dari 20 tamu', 'Menjawab6 dari 20 tamu']);
    expect(within(card).getByRole('link', { name: 'Buka antrean kirim' }).getAttribute('href')).toBe(
      '/invitation/inv-1/guest/send',
    );
  });
});
