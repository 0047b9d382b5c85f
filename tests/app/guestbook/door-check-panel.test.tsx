// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestPanel, type GuestActions } from '../../../app/guestbook/check-in/guest-panel';
import { NOTICE_OPEN_MS, VenueNotices } from '../../../app/guestbook/check-in/venue-notices';
import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import type { VenueSnapshot } from '../../../schemas/responses/guestbook';
import { AT as ARRIVED_AT, GUEST, hendraInside, venue } from '../../engine/guestbook/venue-fixture';

/**
 * The door's check as the usher sees it: a guest already inside is amber with when, by whom and how
 * many (never the success colour), a single-use code used again is flagged once with what to do and no
 * check-in; a souvenir handed already says when and by whom; the notices are one compact stack.
 */

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const inside = hendraInside('Pintu Selatan');

function venueWithHendraInside(singleUse: boolean): VenueSnapshot {
  const base = venue();
  return {
    ...base,
    settings: { ...base.settings, single_use_codes: singleUse },
    guests: base.guests.map((guest) =>
      guest.id === GUEST.hendra
        ? {
            ...guest,
            seats: 4,
            check_in: inside,
            souvenir_ids: ['kipas'],
            souvenir_handouts: [{ souvenir_id: 'kipas', handed_at: ARRIVED_AT, usher_name: 'Pintu Selatan' }],
          }
        : guest,
    ),
  };
}

function actions(): GuestActions & { [K in keyof GuestActions]: ReturnType<typeof vi.fn> } {
  return {
    checkIn: vi.fn(async () => 'new-id'),
    undo: vi.fn(),
    handOut: vi.fn(),
    flagCode: vi.fn(),
  } as never;
}

function openPanel(state: VenueSnapshot, byCode: boolean, done = actions()) {
  const guest = state.guests.find((candidate) => candidate.id === GUEST.hendra)!;
  render(<GuestPanel venue={state} guest={guest} waiting={false} actions={done} onClose={() => {}} byCode={byCode} />);
  return { panel: screen.getByRole('region', { name: 'Pak Hendra Wijaya' }), done };
}

const at = checkInClock(ARRIVED_AT);

describe('a guest already inside', () => {
  it('shows amber with when, by whom and how many, the identity in large type, and nothing ticked', () => {
    const { panel, done } = openPanel(venueWithHendraInside(false), true);
    const status = panel.querySelector('.arrival')!;
    expect(status.getAttribute('role')).toBe('status');
    expect(status.className).toContain('arrival--again');
    expect(status.textContent).toContain(`Sudah masuk pukul ${at} (oleh Pintu Selatan)`);
    expect(status.textContent).toContain('3 orang');
    expect(panel.querySelector('.arrival--new')).toBeNull();
    expect(within(panel).getByText('Undangan untuk 4 orang')).toBeTruthy();
    expect(within(panel).getByText('Meja Melati')).toBeTruthy();
    expect(within(panel).getByText('Keluarga')).toBeTruthy();
    const fan = within(panel).getByRole('checkbox', { name: /Kipas/ }) as HTMLInputElement;
    expect(fan.checked).toBe(false);
    expect(fan.disabled).toBe(true);
    expect(within(panel).getByText(`Sudah diberikan pukul ${at} (oleh Pintu Selatan)`)).toBeTruthy();
    expect((within(panel).getByRole('checkbox', { name: /Cokelat/ }) as HTMLInputElement).checked).toBe(false);
    expect(done.flagCode).not.toHaveBeenCalled();
  });

  it('flags a single-use code scanned again, once, with what to do and no check-in', () => {
    const { panel, done } = openPanel(venueWithHendraInside(true), true);
    const alert = within(panel).getByRole('alert');
    expect(alert.className).toContain('arrival--flagged');
    expect(alert.textContent).toContain('Kode ini sudah dipakai masuk');
    expect(alert.textContent).toContain(`Sudah masuk pukul ${at} (oleh Pintu Selatan)`);
    expect(alert.textContent).toContain('Periksa identitas tamu. Hubungi pemilik bila ragu.');
    expect(within(panel).queryByRole('button', { name: /Check-in/ })).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Batalkan check-in' })).toBeNull();
    expect(done.flagCode).toHaveBeenCalledTimes(1);
    expect(done.flagCode).toHaveBeenCalledWith(GUEST.hendra);
  });

  it('is only amber when picked by name, single-use or not', () => {
    const { panel, done } = openPanel(venueWithHendraInside(true), false);
    expect(panel.querySelector('.arrival')!.className).toContain('arrival--again');
    expect(done.flagCode).not.toHaveBeenCalled();
  });
});

describe('the notices', () => {
  const notices = [
    { id: 'a', tone: 'error' as const, text: 'Check-in Siti Rahmawati ditolak: Jumlah orang harus 1 sampai 100' },
    { id: 'b', tone: 'warning' as const, text: 'Bagus Pratama sudah check-in pukul 18.05 oleh Pintu Selatan' },
  ];

  it('show the newest in one line, the rest behind a count, and fold the newest away after a while', () => {
    vi.useFakeTimers();
    const dismiss = vi.fn();
    render(<VenueNotices notices={notices} onDismiss={dismiss} />);
    expect(screen.getAllByRole('status').map((notice) => notice.textContent)).toEqual([`${notices[1]!.text}Tutup`]);
    fireEvent.click(screen.getByRole('button', { name: `Tutup: ${notices[1]!.text}` }));
    expect(dismiss).toHaveBeenCalledWith('b');
    expect(screen.getByRole('button', { name: '+1 pemberitahuan lain' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(NOTICE_OPEN_MS));
    expect(screen.queryAllByRole('status')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: '2 pemberitahuan' }));
    expect(screen.getAllByRole('status')).toHaveLength(2);
  });
});
