// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ownerKeys } from '../../../app/queries/owner-queries';
import { queryClient } from '../../../app/queries/query-client';
import { contentOf, fakeApi, ID, renderDashboard, summaryOf } from './dashboard-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const card = () => screen.findByRole('region', { name: 'Langkah berikutnya' });
const photo = { id: 'p-1', image: '/media/foto.webp', index: 0 };

describe("the couple's first steps on the dashboard", () => {
  it('ticks what the invitation already holds and marks the next step, each a link to its page', async () => {
    // Both named, an event, no photo, a draft, links sent to guests.
    fakeApi({ summary: summaryOf({ status: 'draft', guests_sent: 3 }) });
    renderDashboard();
    const steps = await card();
    expect(within(steps).getByText('4 dari 6 selesai')).toBeTruthy();
    const links = within(steps).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['✓Mempelai (selesai)Nama dan foto kalian berdua', `/invitation/${ID}/section/couple`],
      ['✓Acara (selesai)Hari, jam dan tempatnya', `/invitation/${ID}/section/event`],
      ['3FotoBeberapa foto untuk galeri', `/invitation/${ID}/section/gallery`],
      ['✓Tema (selesai)Tampilan undangan', `/invitation/${ID}/setting/theme`],
      ['5TerbitkanAgar tamu dapat membuka undangan', `/invitation/${ID}#dashboard-status-title`],
      ['✓Kirim ke tamu (selesai)Tautan pribadi lewat WhatsApp', `/invitation/${ID}/guest/list`],
    ]);
    expect(links.filter((link) => link.getAttribute('aria-current') === 'step').map((l) => l.textContent)).toEqual([
      '3FotoBeberapa foto untuk galeri',
    ]);
  });

  it('follows the progress: a bride not yet named is the next step, a photo counts', async () => {
    fakeApi({
      content: contentOf({ couple: { groom: contentOf().couple.groom, bride: null }, gallery: [photo] }),
      summary: summaryOf({ status: 'published', guests_sent: 0 }),
    });
    renderDashboard();
    const steps = await card();
    expect(within(steps).getByText('4 dari 6 selesai')).toBeTruthy();
    expect(within(steps).getByRole('link', { current: 'step' }).getAttribute('href')).toBe(
      `/invitation/${ID}/section/couple`,
    );
  });

  it('is gone once every step is done, and is not shown to a viewer', async () => {
    const settled = (key: readonly unknown[]) =>
      waitFor(() => expect(queryClient.getQueryState(key)?.status).toBe('success'));
    fakeApi({ content: contentOf({ gallery: [photo] }), summary: summaryOf({ status: 'published', guests_sent: 1 }) });
    renderDashboard();
    await settled(ownerKeys.content(ID));
    // React draws what the query answered.
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Langkah berikutnya' })).toBeNull();
    cleanup();

    fakeApi({ invitation: { id: ID, slug: 'rina-dimas', caption_share: '', my_role: 'viewer' } });
    renderDashboard();
    await settled(ownerKeys.invitation(ID));
    await screen.findByRole('heading', { name: 'Dasbor', level: 1 });
    expect(screen.queryByRole('region', { name: 'Langkah berikutnya' })).toBeNull();
    expect(queryClient.getQueryState(ownerKeys.content(ID))).toBeUndefined();
  });
});
