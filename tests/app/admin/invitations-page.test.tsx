// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminInvitation } from '../../../schemas/responses/admin';
import { openDialogsByAttribute } from '../owner/modal-dialogs';
import { ok, type Call } from '../owner/owner-page-harness';
import { openConsole, paged, writes } from './admin-harness';

openDialogsByAttribute();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INVITATION: AdminInvitation = {
  id: 'inv-1',
  slug: 'rina-dimas',
  parent_id: null,
  version_name: null,
  status: 'published',
  theme: 'floral-whimsy',
  plan_code: 'fair',
  paid_at: '2026-12-06T03:05:00.000Z',
  expired_at: '2027-03-06T03:05:00.000Z',
  suspended_reason: null,
  owner: { id: 'u-1', name: 'Rina', email: 'rina@contoh.id' },
  created_at: '2026-12-01T03:05:00.000Z',
};

/** Undangan against a fake API that keeps the one invitation and suspends it as the API does. */
function openInvitations() {
  let invitation = INVITATION;
  const set = (suspended_reason: string | null) => () => ok((invitation = { ...invitation, suspended_reason }));
  const { calls } = openConsole('/admin/invitations', {
    'GET /v1/admin/invitations': () => paged([invitation]),
    'POST /v1/admin/invitations/inv-1/suspend': (call: Call) => set((call.body as { reason: string }).reason)(),
    'POST /v1/admin/invitations/inv-1/unsuspend': set(null),
  });
  return calls;
}

describe('Undangan', () => {
  it('searches by slug or e-mail, and suspends an invitation only with a reason', async () => {
    const calls = openInvitations();
    const row = (await screen.findByRole('link', { name: '/rina-dimas' })).closest('tr')!;
    expect(row.textContent).toContain('rina@contoh.id');
    fireEvent.change(screen.getByLabelText('Cari slug atau email pemilik'), { target: { value: ' rina ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cari' }));
    await vi.waitFor(() => expect(calls.at(-1)?.path).toBe('/v1/admin/invitations?q=rina&page=1'));

    fireEvent.click(within(row).getByRole('button', { name: 'Tangguhkan undangan /rina-dimas' }));
    const dialog = screen.getByRole('dialog', { name: 'Tangguhkan undangan?' });
    expect(dialog.textContent).toContain("'Undangan ini sedang tidak tersedia.'");
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tangguhkan' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Alasan wajib diisi');
    fireEvent.change(within(dialog).getByLabelText('Alasan'), { target: { value: 'Konten melanggar' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tangguhkan' }));
    expect(await screen.findByText('Undangan /rina-dimas ditangguhkan.')).toBeTruthy();
    expect(writes(calls)).toEqual([
      { method: 'POST', path: '/v1/admin/invitations/inv-1/suspend', body: { reason: 'Konten melanggar' } },
    ]);
    // The list was asked again: suspended, with its reason, and restorable.
    const suspended = (await screen.findByText('Alasan: Konten melanggar')).closest('tr')!;
    expect(within(suspended).getByText('Ditangguhkan')).toBeTruthy();
    fireEvent.click(within(suspended).getByRole('button', { name: 'Pulihkan undangan /rina-dimas' }));
    fireEvent.click(
      within(screen.getByRole('dialog', { name: 'Pulihkan undangan?' })).getByRole('button', { name: 'Pulihkan' }),
    );
    expect(await screen.findByText('Undangan /rina-dimas dipulihkan.')).toBeTruthy();
    expect(writes(calls).at(-1)).toEqual({ method: 'POST', path: '/v1/admin/invitations/inv-1/unsuspend', body: {} });
  });
});
