// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as CoverSettingPage } from '../../../app/owner/settings/cover-setting-page';
import { INVITATION_ID, invitation, renderSettingsPage, stubApi, written, type Answer } from './settings-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const opening = {
  id: 'sec-open',
  slug: 'opening',
  index: 0,
  is_active: true,
  title: 'The Wedding Of',
  description: 'Kami mengundang Anda',
  labels: { greeting: 'Kepada Yth.', open_button: 'Buka Undangan' },
  extra: { hide: false, hashtag: '#budiani' },
  version: 'v-sampul',
};
const routes = (put?: Answer, row: object = opening) => ({
  [`GET /v1/invitation/${INVITATION_ID}`]: { body: { data: invitation() } },
  'GET /v1/invitation/section': { body: { data: [row] } },
  ...(put && { 'PUT /v1/invitation/section/sec-open': put }),
});
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan' }));
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ui-field') as HTMLElement;

describe('Settings › Sampul', () => {
  it('shows the cover’s words from the opening section with Indonesian labels', async () => {
    stubApi(routes());
    renderSettingsPage(CoverSettingPage, 'cover');
    expect(await screen.findByLabelText('Judul sampul')).toHaveProperty('value', 'The Wedding Of');
    expect(screen.getByLabelText('Sapaan tamu')).toHaveProperty('value', 'Kepada Yth.');
    expect(screen.getByLabelText('Tombol buka')).toHaveProperty('value', 'Buka Undangan');
  });

  it('shows a schema error at its field', async () => {
    const calls = stubApi(routes());
    renderSettingsPage(CoverSettingPage, 'cover');
    fireEvent.change(await screen.findByLabelText('Tombol buka'), { target: { value: 'x'.repeat(2001) } });
    save();
    await within(fieldOf('Tombol buka')).findByText('Tombol buka maksimal 2.000 karakter');
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('shows the server’s 400 field error at its field', async () => {
    stubApi(
      routes({
        status: 400,
        body: { message: 'Data tidak valid', errors: [{ field: 'labels.greeting', message: 'Sapaan tidak pantas' }] },
      }),
    );
    renderSettingsPage(CoverSettingPage, 'cover');
    fireEvent.change(await screen.findByLabelText('Sapaan tamu'), { target: { value: 'Hei' } });
    save();
    await within(fieldOf('Sapaan tamu')).findByText('Sapaan tidak pantas');
  });

  it('saves the row whole with the changes, and says so', async () => {
    const calls = stubApi(routes(written(opening)));
    renderSettingsPage(CoverSettingPage, 'cover');
    fireEvent.change(await screen.findByLabelText('Sapaan tamu'), { target: { value: 'Teruntuk' } });
    fireEvent.change(screen.getByLabelText('Judul sampul'), { target: { value: '' } });
    save();
    await screen.findByText('Perubahan tersimpan');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      description: 'Kami mengundang Anda',
      labels: { greeting: 'Teruntuk', open_button: 'Buka Undangan' },
      extra: { hide: false, hashtag: '#budiani' },
      is_active: true,
      // No couple's photo in the form: sent as null, which removes one (left out would keep it).
      image: null,
    });
    // Based on the version the list gave the section (docs/product.md#no-lost-edit).
    expect(calls.find((call) => call.method === 'PUT')?.headers?.['if-match']).toBe('"v-sampul"');
  });

  it("keeps the couple's photo the row has when only the words change", async () => {
    const calls = stubApi(
      routes(written({ ...opening, image: '/media/foto.webp' }), { ...opening, image: '/media/foto.webp' }),
    );
    renderSettingsPage(CoverSettingPage, 'cover');
    await screen.findByRole('img', { name: 'Foto pasangan saat ini' });
    fireEvent.change(screen.getByLabelText('Sapaan tamu'), { target: { value: 'Teruntuk' } });
    save();
    await screen.findByText('Perubahan tersimpan');
    expect(calls.find((call) => call.method === 'PUT')?.body).toMatchObject({ image: '/media/foto.webp' });
  });
});
