// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ID, renderDashboard, summaryOf } from './dashboard-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The dashboard's word on the wishes waiting for approval (docs/product.md#wish-moderation). */
describe('the dashboard and the wishes waiting for approval', () => {
  it('counts them and links to them on "Ucapan & Kado"', async () => {
    fakeApi({ summary: summaryOf({ wishes_pending: 3 }) });
    renderDashboard();
    const notice = await screen.findByRole('region', { name: 'Ucapan menunggu' });
    expect(notice.textContent).toContain('3 ucapan menunggu persetujuan Anda sebelum tampil di undangan.');
    const link = within(notice).getByRole('link', { name: 'Tinjau ucapan' });
    expect(link.getAttribute('href')).toBe(`/invitation/${ID}/guest/wish?ucapan=menunggu`);
  });

  it('says nothing while none waits', async () => {
    fakeApi({ summary: summaryOf({ wishes_pending: 0 }) });
    renderDashboard();
    await screen.findByRole('heading', { name: 'Dasbor' });
    expect(screen.queryByRole('region', { name: 'Ucapan menunggu' })).toBeNull();
  });
});
