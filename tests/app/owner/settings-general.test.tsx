// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as GeneralSettingPage } from '../../../app/owner/settings/general-setting-page';
import { ReadOnlyForms } from '../../../app/forms/read-only-forms';
import { KEPT_EDITING } from '../../../app/forms/version-conflict-notice';
import { INVITATION_ID, invitation, renderSettingsPage, stubApi, written, type Answer } from './settings-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const GET = `GET /v1/invitation/${INVITATION_ID}`;
const PUT = `PUT /v1/invitation/${INVITATION_ID}`;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ui-field') as HTMLElement;

describe('Settings › Umum', () => {
  it('shows the schema’s fields with their Indonesian labels, the caption as Budi Santoso gets it', async () => {
    stubApi({ [GET]: { body: { data: invitation() } } });
    renderSettingsPage(GeneralSettingPage, 'general');
    expect(await screen.findByLabelText(/Alamat undangan/)).toHaveProperty('value', 'budi-ani');
    for (const label of ['Judul tautan', 'Deskripsi tautan', 'Teks bagikan']) screen.getByLabelText(label);
    for (const name of ['Pakai buku tamu', 'Tampilkan orang tua mempelai pria']) {
      screen.getByRole('switch', { name });
    }
    // Per-event answers are switched in the Acara editor, beside the events.
    expect(screen.queryByRole('switch', { name: /beberapa acara/ })).toBeNull();
    expect(screen.getByTestId('caption-sample').textContent).toBe(
      `Halo Budi Santoso, buka ${window.location.origin}/budi-ani?to=budi-santoso`,
    );
  });

  it('hides the guestbook switch when the plan has no guestbook', async () => {
    stubApi({ [GET]: { body: { data: invitation({ plan: { code: 'basic', with_guestbook: false } }) } } });
    renderSettingsPage(GeneralSettingPage, 'general');
    await screen.findByLabelText(/Alamat undangan/);
    expect(screen.queryByRole('switch', { name: 'Pakai buku tamu' })).toBeNull();
  });

  it('shows a schema error at its field and sends nothing', async () => {
    const calls = stubApi({ [GET]: { body: { data: invitation() } } });
    renderSettingsPage(GeneralSettingPage, 'general');
    fireEvent.change(await screen.findByLabelText(/Alamat undangan/), { target: { value: 'Budi Ani!' } });
    save();
    await within(fieldOf('Alamat undangan (wajib)')).findByText(
      'Slug hanya boleh berisi huruf kecil, angka dan tanda hubung',
    );
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s 400 field error at its field', async () => {
    stubApi({
      [GET]: { body: { data: invitation() } },
      [PUT]: {
        status: 400,
        body: { message: 'Data tidak valid', errors: [{ field: 'meta_title', message: 'Judul sudah dipakai' }] },
      },
    });
    renderSettingsPage(GeneralSettingPage, 'general');
    fireEvent.change(await screen.findByLabelText('Judul tautan'), { target: { value: 'Judul baru' } });
    save();
    await within(fieldOf('Judul tautan')).findByText('Judul sudah dipakai');
    expect(screen.getByText('Data tidak valid')).toBeTruthy();
  });

  it('saves the changes and says so', async () => {
    const calls = stubApi({ [GET]: { body: { data: invitation() } }, [PUT]: written(invitation()) });
    renderSettingsPage(GeneralSettingPage, 'general');
    fireEvent.change(await screen.findByLabelText('Judul tautan'), { target: { value: 'Pernikahan Budi & Ani' } });
    fireEvent.click(screen.getByRole('switch', { name: 'Pakai buku tamu' }));
    save();
    await screen.findByText('Perubahan tersimpan');
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      meta_title: 'Pernikahan Budi & Ani',
      use_guestbook: true,
      slug: 'budi-ani',
    });
    expect(put?.body).not.toHaveProperty('use_multiple_event');
    // Based on the version the page opened with (docs/product.md#no-lost-edit).
    expect(put?.headers?.['if-match']).toBe('"v-awal"');
  });

  it('asks before showing the invitation as an example on the home page: off until the owner turns it on', async () => {
    const calls = stubApi({ [GET]: { body: { data: invitation() } }, [PUT]: written(invitation()) });
    renderSettingsPage(GeneralSettingPage, 'general');
    const example = await screen.findByRole('switch', { name: 'Tampilkan sebagai contoh' });
    expect((example as HTMLInputElement).checked).toBe(false);
    expect(fieldOf('Tampilkan sebagai contoh').textContent).toContain('halaman utama');
    fireEvent.click(example);
    save();
    await screen.findByText('Perubahan tersimpan');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ in_portofolio: true });
  });

  it('shows a viewer the saved settings without a way to save them', async () => {
    const calls = stubApi({ [GET]: { body: { data: invitation({ my_role: 'viewer' }) } } });
    const AsViewer = () => (
      <ReadOnlyForms.Provider value>
        <GeneralSettingPage />
      </ReadOnlyForms.Provider>
    );
    renderSettingsPage(AsViewer, 'general');
    const title = await screen.findByLabelText('Judul tautan');
    expect(title).toHaveProperty('value', 'Undangan Budi & Ani');
    expect(title).toHaveProperty('disabled', true);
    expect(screen.getByRole('switch', { name: 'Pakai buku tamu' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Simpan' })).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('says who saved in between instead of overwriting, and keeps what was typed when asked', async () => {
    const CHANGED = 'Data ini baru saja diubah oleh Ayu. Muat ulang untuk melihat perubahan terbaru.';
    let refused = false;
    const calls = stubApi({
      [GET]: { body: { data: invitation() } },
      [PUT]: (): Answer => {
        if (refused) return written(invitation(), 'v-mine');
        refused = true;
        return { status: 409, body: { message: CHANGED, version: 'v-ayu' } };
      },
    });
    renderSettingsPage(GeneralSettingPage, 'general');
    fireEvent.change(await screen.findByLabelText('Judul tautan'), { target: { value: 'Judul Raka' } });
    save();
    const notice = await screen.findByRole('alert');
    expect(notice.textContent).toContain(CHANGED);
    expect(screen.queryByText('Perubahan tersimpan')).toBeNull();
    fireEvent.click(within(notice).getByRole('button', { name: 'Tetap edit' }));
    expect(await screen.findByText(KEPT_EDITING)).toBeTruthy();
    expect(screen.getByLabelText('Judul tautan')).toHaveProperty('value', 'Judul Raka');
    save();
    await screen.findByText('Perubahan tersimpan');
    const [first, second] = calls.filter((call) => call.method === 'PUT');
    expect(first?.headers?.['if-match']).toBe('"v-awal"');
    expect(second?.headers?.['if-match']).toBe('"v-ayu"');
  });

  it('shows the 403 of a plan without the guestbook, and the generic fallback of a failure without message', async () => {
    let answer = { status: 403, body: { message: 'Paket Anda tidak termasuk buku tamu' } } as {
      status: number;
      body: object;
    };
    stubApi({ [GET]: { body: { data: invitation() } }, [PUT]: () => answer });
    renderSettingsPage(GeneralSettingPage, 'general');
    fireEvent.click(await screen.findByRole('switch', { name: 'Pakai buku tamu' }));
    save();
    await screen.findByText('Paket Anda tidak termasuk buku tamu');
    answer = { status: 502, body: {} };
    save();
    await screen.findByText('Unknown error occurred');
  });

  it('says the connection was lost in Indonesian', async () => {
    stubApi({ [GET]: { body: { data: invitation() } } });
    renderSettingsPage(GeneralSettingPage, 'general');
    await screen.findByLabelText('Judul tautan');
    const realFetch = globalThis.fetch;
    vi.stubGlobal('fetch', async (...args: Parameters<typeof fetch>) => {
      if ((args[1]?.method ?? 'GET') === 'PUT') throw new TypeError('Failed to fetch');
      return realFetch(...args);
    });
    save();
    await screen.findByText('Koneksi terputus. Periksa internet Anda lalu coba lagi.');
    await waitFor(() => expect(screen.queryByText('Perubahan tersimpan')).toBeNull());
  });
});
