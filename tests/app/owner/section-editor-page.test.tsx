// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as SectionEditorPage } from '../../../app/owner/sections/section-editor-page';
import { resolveCopy } from '../../../engine/copy/resolve-copy';
import { PREVIEW_MESSAGE_TYPE } from '../../../engine/preview/preview-messages';
import { loadManifest } from '../../../renderers/themes/load-theme';
import { INVITATION_ID, invitation } from './settings-harness';
import { renderOwnerPage, routedApi, written, type Answer } from './owner-page-harness';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const THEME = 'cream-deco';
const rsvp = {
  id: 'sec-rsvp',
  slug: 'rsvp',
  index: 12,
  is_active: true,
  title: 'Datang ya',
  labels: { attend: 'Hadir dong' },
  extra: { hide: false },
  version: 'v-rsvp',
};
const routes = (put?: Answer) =>
  routedApi({
    [`GET /v1/invitation/${INVITATION_ID}`]: { body: { data: invitation({ theme: THEME }) } },
    'GET /v1/invitation/section': { body: { data: [rsvp] } },
    ...(put && { 'PUT /v1/invitation/section/sec-rsvp': put }),
  });
const open = (slug = 'rsvp') =>
  renderOwnerPage(SectionEditorPage, '/invitation/:id/section/:slug', `/invitation/${INVITATION_ID}/section/${slug}`);
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Simpan Pengaturan' }));
const fieldOf = (label: string) => screen.getByLabelText(label).closest('.ui-field') as HTMLElement;

describe('Bagian › a section editor', () => {
  it("shows the saved settings, and the theme's own words as the placeholders of blank fields", async () => {
    routes();
    open();
    expect(await screen.findByRole('heading', { name: 'RSVP' })).toBeTruthy();
    expect(await screen.findByLabelText('Judul')).toHaveProperty('value', 'Datang ya');
    const themeCopy = resolveCopy('rsvp', (await loadManifest(THEME))?.copy?.rsvp, null);
    expect(screen.getByLabelText('Tombol hadir')).toHaveProperty('value', 'Hadir dong');
    // The description is rich text (app/forms/widgets/rich-text-widget.tsx): an editable area.
    const description = screen.getByRole('textbox', { name: 'Deskripsi' });
    expect(description.textContent).toBe('');
    expect(description.dataset.placeholder).toBe(themeCopy.description);
    expect(screen.getByLabelText('Tombol kirim')).toHaveProperty('placeholder', themeCopy.labels.submit);
    expect(screen.getByLabelText('Sembunyikan bagian ini')).toBeTruthy();
    expect(screen.getByLabelText('Tampilkan di undangan')).toBeTruthy();
  });

  it('sends the settings whole, a blank copy field as nothing, and says so', async () => {
    const calls = routes(written({ ...rsvp, title: undefined, description: '<p>Hadir ya</p>' }));
    open();
    fireEvent.change(await screen.findByLabelText('Judul'), { target: { value: '  ' } });
    const description = screen.getByRole('textbox', { name: 'Deskripsi' });
    description.innerHTML = '<p>Hadir ya</p>';
    fireEvent.input(description);
    save();
    await screen.findByText('Perubahan tersimpan');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      description: '<p>Hadir ya</p>',
      labels: { attend: 'Hadir dong' },
      extra: { hide: false },
      is_active: true,
    });
    expect(calls.find((call) => call.method === 'PUT')?.headers?.['if-match']).toBe('"v-rsvp"');
  });

  it("shows the server's refusal at its field", async () => {
    routes({
      status: 403,
      body: {
        message: 'Bagian ini hanya tersedia di paket Luxury',
        errors: [{ field: 'is_active', message: 'Bagian ini hanya tersedia di paket Luxury' }],
      },
    });
    open();
    fireEvent.change(await screen.findByLabelText('Judul'), { target: { value: 'Konfirmasi' } });
    save();
    await within(fieldOf('Tampilkan di undangan')).findByText('Bagian ini hanya tersedia di paket Luxury');
  });

  it('tells the preview what is typed, before it is saved', async () => {
    routes();
    open();
    const input = await screen.findByLabelText('Judul');
    const frame = document.querySelector('iframe') as HTMLIFrameElement;
    const posted = vi.fn();
    Object.defineProperty(frame, 'contentWindow', { value: { postMessage: posted } });
    fireEvent.load(frame);
    fireEvent.change(input, { target: { value: 'Konfirmasi Yuk' } });
    await vi.waitFor(() =>
      expect(posted).toHaveBeenCalledWith(
        {
          type: PREVIEW_MESSAGE_TYPE,
          draft: { section: expect.objectContaining({ slug: 'rsvp', title: 'Konfirmasi Yuk' }) },
        },
        window.location.origin,
      ),
    );
    expect(frame.getAttribute('src')).toBe('/budi-ani?is_preview=true&active_section=rsvp');
  });

  it('names a section that has no editor as not found', async () => {
    routes();
    open('countdown');
    expect(await screen.findByRole('heading', { name: 'Bagian tidak ditemukan' })).toBeTruthy();
  });
});
