// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as souvenirPage from '../../../../app/owner/venue-settings/souvenir-page';
import { defaultUsherExpiry, usherLink, usherState } from '../../../../app/owner/venue-settings/usher-access-state';
import type { InvitationEvent } from '../../../../schemas/entities/invitation-event.schema';
import { fakeGuestbookApi, renderGuestbookPage, writes } from './table-souvenir-harness';

const openPage = () => renderGuestbookPage(souvenirPage, 'souvenir');
const section = () => screen.getByRole('heading', { name: 'Akses Penerima Tamu' }).closest('section')!;
const cardOf = (name: string) => within(section()).getByRole('heading', { name, level: 3 }).closest('li')!;

describe('Akses Penerima Tamu', () => {
  it('creates an access and shows its code, its link with a QR code, copy and WhatsApp', async () => {
    const api = fakeGuestbookApi();
    openPage();
    const create = await screen.findByRole<HTMLButtonElement>('button', { name: 'Buat Akses' });
    // It waits for the main event, which sets the default expiry.
    await waitFor(() => expect(create.disabled).toBe(false));
    fireEvent.click(create);
    const dialog = screen.getByRole('heading', { name: 'Buat Akses Penerima Tamu' }).closest('dialog')!;
    fireEvent.change(within(dialog).getByLabelText(/^Nama penerima tamu/), { target: { value: 'Dina' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Buat Akses' }));

    await waitFor(() => expect(writes(api)).toHaveLength(1));
    const [created] = writes(api);
    expect(created!.call).toBe('POST /v1/invitation/inv-1/guestbook/usher');
    const body = created!.body as { name: string; expires_at: string };
    expect(body.name).toBe('Dina');
    // The main event is years away: the default is as late as allowed, within 30 days.
    const until = Date.parse(body.expires_at) - Date.now();
    expect(until).toBeGreaterThan(29 * 86_400_000);
    expect(until).toBeLessThanOrEqual(30 * 86_400_000);

    const card = await waitFor(() => cardOf('Dina'));
    const code = api.ushers[0]!.code;
    const link = `${window.location.origin}/guestbook/${code}`;
    expect(within(card).getByText('Aktif')).toBeTruthy();
    expect(within(card).getByText(code)).toBeTruthy();
    expect(within(card).getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(card.querySelector('svg title')?.textContent).toBe('Kode QR tautan Dina');
    const whatsApp = within(card).getByRole('link', { name: 'Kirim WhatsApp ke Dina' }).getAttribute('href')!;
    expect(decodeURIComponent(whatsApp)).toContain(link);
    expect(decodeURIComponent(whatsApp)).toContain(`Kode akses: ${code}`);
    expect(within(card).getByRole('button', { name: 'Salin tautan Dina' })).toBeTruthy();
    expect(screen.getByText(`Akses Dina dibuat. Kodenya ${code}.`)).toBeTruthy();
  });

  it('asks before revoking an access, then shows it revoked without its link', async () => {
    const api = fakeGuestbookApi({
      ushers: [
        {
          id: 'u-1',
          name: 'Dina',
          code: 'ABCD2345',
          expires_at: new Date(Date.now() + 86_400_000).toISOString(),
          revoked_at: null,
          created_at: new Date().toISOString(),
        },
      ],
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Cabut akses Dina' }));
    const ask = screen.getByText('Cabut akses Dina?').closest('dialog')!;
    expect(ask.textContent).toContain('Tautan dan kode ABCD2345 langsung berhenti bekerja');
    fireEvent.click(within(ask).getByRole('button', { name: 'Batal' }));
    expect(writes(api)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Cabut akses Dina' }));
    fireEvent.click(within(ask).getByRole('button', { name: 'Cabut Akses' }));
    await waitFor(() => expect(within(cardOf('Dina')).getByText('Dicabut')).toBeTruthy());
    expect(writes(api)).toEqual([{ call: 'DELETE /v1/guestbook/usher/u-1', body: undefined }]);
    expect(within(cardOf('Dina')).queryByRole('link')).toBeNull();
    expect(within(cardOf('Dina')).queryByRole('button', { name: /Cabut akses/ })).toBeNull();
  });

  it('shows an access past its time as expired', async () => {
    fakeGuestbookApi({
      ushers: [
        {
          id: 'u-1',
          name: 'Andi',
          code: 'ZZZZ2222',
          expires_at: '2020-01-01T00:00:00.000Z',
          revoked_at: null,
          created_at: '2019-12-30T00:00:00.000Z',
        },
      ],
    });
    openPage();
    const card = await waitFor(() => cardOf('Andi'));
    expect(within(card).getByText('Kedaluwarsa')).toBeTruthy();
    expect(within(card).queryByRole('link')).toBeNull();
  });
});

describe("an usher access's rules", () => {
  const NOW = Date.parse('2027-06-01T03:00:00.000Z');
  const eventOn = (start: string, timezone?: 'WIB' | 'WITA'): InvitationEvent => ({
    id: 'e',
    label: 'Resepsi',
    start_date: start,
    venue: 'Gedung',
    address: 'Denpasar',
    ...(timezone && { extra: { timezone } }),
  });

  it('lasts by default until the end of the main event’s day, in its time zone', () => {
    expect(defaultUsherExpiry(eventOn('2027-06-12T03:00:00.000Z', 'WITA'), NOW)).toBe('2027-06-12T23:59:00+08:00');
    expect(defaultUsherExpiry(eventOn('2027-06-12T20:00:00.000Z'), NOW)).toBe('2027-06-13T23:59:00+07:00');
  });

  it('lasts until the end of tomorrow without an event ahead, and never past 30 days', () => {
    expect(defaultUsherExpiry(undefined, NOW)).toBe('2027-06-02T23:59:00+07:00');
    expect(defaultUsherExpiry(eventOn('2027-05-01T03:00:00.000Z'), NOW)).toBe('2027-06-02T23:59:00+07:00');
    expect(defaultUsherExpiry(eventOn('2027-09-01T03:00:00.000Z'), NOW)).toBe('2027-07-01T09:59:00+07:00');
  });

  it('is revoked, expired or active, and opens /guestbook/<code>', () => {
    const access = { expires_at: '2027-06-01T04:00:00.000Z', revoked_at: null };
    expect(usherState(access, NOW)).toBe('active');
    expect(usherState(access, Date.parse(access.expires_at))).toBe('expired');
    expect(usherState({ ...access, revoked_at: '2027-05-31T00:00:00.000Z' }, NOW)).toBe('revoked');
    expect(usherLink('https://undangan.id', 'ABCD2345')).toBe('https://undangan.id/guestbook/ABCD2345');
  });
});
