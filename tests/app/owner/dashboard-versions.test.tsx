// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ID, renderDashboard, versionOf } from './dashboard-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const versionsCard = () => screen.getByRole('region', { name: 'Versi undangan' });

describe('versions on the dashboard', () => {
  it('lists each version with its public link and its dashboard', async () => {
    fakeApi({ versions: [versionOf(1, 'Keluarga')] });
    renderDashboard();
    const link = await screen.findByRole('link', { name: '/rina-dimas-1' });
    expect(link.getAttribute('href')).toBe(`${window.location.origin}/rina-dimas-1`);
    expect(screen.getByText('Keluarga')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dasbor versi Keluarga' }).getAttribute('href')).toBe('/invitation/ver-1');
  });

  it('creates a version from a name alone (the server proposes the slug) and lists it', async () => {
    const api = fakeApi();
    renderDashboard();
    await within(await screen.findByRole('region', { name: 'Versi undangan' })).findByText('Belum ada versi.');
    fireEvent.click(screen.getByRole('button', { name: 'Buat Versi' }));
    expect(await within(versionsCard()).findByText('Nama versi wajib diisi')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Nama versi'), { target: { value: 'Kantor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buat Versi' }));
    await within(versionsCard()).findByText('Versi "Kantor" dibuat dengan tautan /rina-dimas-1.');
    expect(api.calls).toContainEqual({
      method: 'POST',
      path: '/v1/invitation/version',
      body: { invitation_id: ID, version_name: 'Kantor' },
    });
    await within(versionsCard()).findByRole('link', { name: '/rina-dimas-1' });
    expect((screen.getByLabelText('Nama versi') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message at the slug field and keeps what was typed", async () => {
    const api = fakeApi();
    renderDashboard();
    fireEvent.change(await screen.findByLabelText('Nama versi'), { target: { value: 'Kantor' } });
    fireEvent.change(screen.getByLabelText('Slug (opsional)'), { target: { value: 'dipakai' } });
    api.failNextWrite = {
      status: 409,
      body: { message: 'Slug sudah dipakai', errors: [{ field: 'slug', message: 'Slug sudah dipakai' }] },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Buat Versi' }));
    expect(await within(versionsCard()).findByText('Slug sudah dipakai')).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      invitation_id: ID,
      version_name: 'Kantor',
      slug: 'dipakai',
    });
    expect((screen.getByLabelText('Nama versi') as HTMLInputElement).value).toBe('Kantor');
    expect((screen.getByLabelText('Slug (opsional)') as HTMLInputElement).value).toBe('dipakai');
  });

  it('asks before deleting a version, then deletes it and says so', async () => {
    const api = fakeApi({ versions: [versionOf(1, 'Keluarga'), versionOf(2, 'Kantor')] });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus versi Kantor' }));
    const dialog = screen.getByText('Hapus versi ini?').closest('dialog')!;
    expect(within(dialog).getByText(/Versi "Kantor" dan tautannya \/rina-dimas-2 akan dihapus/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal', hidden: true }));
    expect(api.calls.filter((c) => c.method === 'DELETE')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Hapus versi Kantor' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Hapus', hidden: true }));
    await within(versionsCard()).findByText('Versi "Kantor" dihapus.');
    expect(api.calls).toContainEqual({ method: 'DELETE', path: '/v1/invitation/ver-2/version', body: undefined });
    expect(within(versionsCard()).queryByRole('link', { name: '/rina-dimas-2' })).toBeNull();
    expect(within(versionsCard()).getByRole('link', { name: '/rina-dimas-1' })).toBeTruthy();
  });

  it('tells a failed deletion in Indonesian and keeps the version', async () => {
    const api = fakeApi({ versions: [versionOf(1, 'Keluarga')] });
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus versi Keluarga' }));
    api.failNextWrite = { status: 400, body: { message: 'Hanya versi yang dapat dihapus' } };
    fireEvent.click(
      within(screen.getByText('Hapus versi ini?').closest('dialog')!).getByRole('button', {
        name: 'Hapus',
        hidden: true,
      }),
    );
    expect((await within(versionsCard()).findByRole('alert')).textContent).toBe('Hanya versi yang dapat dihapus');
    expect(within(versionsCard()).getByRole('link', { name: '/rina-dimas-1' })).toBeTruthy();
  });
});
