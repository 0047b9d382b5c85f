// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RsvpDeadlineEditor } from '../../../app/owner/sections/content/rsvp-deadline-editor';
import { renderContentEditor } from './content-editor-host';
import { ok, routedApi } from './owner-page-harness';
import { INVITATION_ID, invitation } from './settings-harness';

/** Bagian › RSVP: the deadline after which guests can no longer answer (docs/product.md#rsvp-deadline). */

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const resepsi = {
  id: 'ev-resepsi',
  label: 'Resepsi',
  start_date: '2027-03-06T05:00:00.000Z',
  venue: 'Graha Sarana',
  address: 'Jl. Pemuda 1, Makassar',
  is_main_event: true,
  extra: { timezone: 'WITA' },
};
const content = {
  couple: { groom: null, bride: null },
  events: [resepsi],
  stories: [],
  gallery: [],
  gifts: { physical: [], virtual: [], wishlist: [] },
  versions: {},
};

function open(deadline?: string) {
  const calls = routedApi({
    [`GET /v1/invitation/${INVITATION_ID}`]: ok(invitation(deadline ? { rsvp_deadline: deadline } : {})),
    [`GET /v1/invitation/${INVITATION_ID}/content`]: ok(content),
    [`PUT /v1/invitation/${INVITATION_ID}/rsvp-deadline`]: (call) => ok(call.body),
  });
  renderContentEditor(RsvpDeadlineEditor, INVITATION_ID);
  return calls;
}

describe('the RSVP deadline editor', () => {
  it('shows a passed deadline in the main event’s zone, says the RSVP is closed, and clears it', async () => {
    const calls = open('2026-01-01T15:59:00.000Z');
    expect(await screen.findByRole('button', { name: 'Tanggal dan jam: Kamis, 1 Januari 2026' })).toBeTruthy();
    expect((screen.getByLabelText('Jam tanggal dan jam') as HTMLInputElement).value).toBe('23:59');
    expect(screen.getByText('WITA')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain(
      'Konfirmasi kehadiran sudah ditutup sejak Kamis, 1 Januari 2026 pukul 23.59 WITA.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Kosongkan tanggal dan jam' }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Batas Waktu' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([{ rsvp_deadline: null }]),
    );
  });

  it('sends a day and a time as the instant in that zone', async () => {
    const calls = open();
    fireEvent.change(await screen.findByLabelText('Jam tanggal dan jam'), { target: { value: '20:00' } });
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Tanggal dan jam: Pilih tanggal' }));
    fireEvent.click(await screen.findByRole('button', { name: /28/ }, { timeout: 5000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Batas Waktu' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    const body = calls.find((call) => call.method === 'PUT')!.body as { rsvp_deadline: string };
    expect(body.rsvp_deadline).toMatch(/^\d{4}-\d{2}-28T20:00:00\+08:00$/);
  });
});
