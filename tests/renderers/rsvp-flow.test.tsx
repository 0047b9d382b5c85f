// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guestCalls } from '../../app/api/guest-calls';
import { createActor, fromPromise } from 'xstate';
import { rsvpInputFrom, rsvpMachine } from '../../engine/machines/rsvp.machine';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { doorCodeOf, formatDoorCode } from '../../engine/guestbook/door-code';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import { loadManifestFromDisk, NOW } from '../helpers';
import { themeView } from '../render-theme';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const manifest = loadManifestFromDisk('floral-whimsy');
const GUEST: Guest = { id: 'guest-42', name: 'Budi Santoso', rsvp: [] };

type Save = (payload: RsvpPayload) => Promise<Guest>;

/** The sample page's RSVP section with a live RSVP actor as its flow. */
function renderRsvp({
  guest = null,
  invitation = {},
  save,
}: { guest?: Guest | null; invitation?: Partial<InvitationPage['invitation']>; save?: Save } = {}) {
  const base = sampleInvitation(manifest.id, NOW);
  const page: InvitationPage = {
    ...base,
    invitation: { ...base.invitation, ...invitation },
    guest,
    sections: base.sections.filter((s) => s.slug === 'rsvp'),
  };
  const received: RsvpPayload[] = [];
  const saveRsvp = fromPromise<Guest, RsvpPayload>(async ({ input }) => {
    received.push(input);
    if (save) return save(input);
    return {
      ...GUEST,
      rsvp: input.events.map((e) => ({ event_id: e.event_id, is_attend: e.is_attend, pax: input.pax })),
    };
  });
  const actor = createActor(rsvpMachine.provide({ actors: { saveRsvp } }), {
    input: rsvpInputFrom(page.invitation, page.guest),
  }).start();
  render(themeView(manifest, page, { flows: { rsvp: actor } }));
  const section = document.getElementById('rsvp') as HTMLElement;
  return { section, actor, received };
}

const button = (section: HTMLElement, name: string | RegExp) => within(section).getByRole('button', { name });
const checkbox = (section: HTMLElement, name: string) => within(section).getByRole('checkbox', { name });
const paxInput = (section: HTMLElement) => within(section).getByLabelText('Jumlah Tamu') as HTMLInputElement;

describe('RSVP flow: the form', () => {
  it('shows the two choices and a disabled Submit until one is chosen', () => {
    const { section } = renderRsvp();
    expect(button(section, 'Akan Hadir').getAttribute('aria-pressed')).toBe('false');
    expect(button(section, 'Berhalangan Hadir').getAttribute('aria-pressed')).toBe('false');
    expect((button(section, 'Submit') as HTMLButtonElement).disabled).toBe(true);
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(within(section).queryByLabelText('Jumlah Tamu')).toBeNull();
    fireEvent.click(button(section, 'Berhalangan Hadir'));
    expect(button(section, 'Berhalangan Hadir').getAttribute('aria-pressed')).toBe('true');
    expect((button(section, 'Submit') as HTMLButtonElement).disabled).toBe(false);
    expect(within(section).queryByRole('checkbox')).toBeNull();
  });

  it('attending with multiple events: the events by label, Hadir Pada Semua Acara, the guest count', () => {
    const { section } = renderRsvp();
    fireEvent.click(button(section, 'Akan Hadir'));
    expect(
      within(section)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Akad Nikah', 'Resepsi', 'Hadir Pada Semua Acara']);
    fireEvent.click(checkbox(section, 'Hadir Pada Semua Acara'));
    expect((checkbox(section, 'Akad Nikah') as HTMLInputElement).checked).toBe(true);
    expect((checkbox(section, 'Resepsi') as HTMLInputElement).checked).toBe(true);
    expect((checkbox(section, 'Hadir Pada Semua Acara') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(checkbox(section, 'Resepsi'));
    expect((checkbox(section, 'Hadir Pada Semua Acara') as HTMLInputElement).checked).toBe(false);
    fireEvent.click(checkbox(section, 'Hadir Pada Semua Acara'));
    fireEvent.click(checkbox(section, 'Hadir Pada Semua Acara'));
    expect(
      within(section)
        .getAllByRole('checkbox')
        .some((c) => (c as HTMLInputElement).checked),
    ).toBe(false);
  });

  it('attending without multiple events: the guest count but no event list', () => {
    const { section } = renderRsvp({ invitation: { use_multiple_event: false } });
    fireEvent.click(button(section, 'Akan Hadir'));
    expect(within(section).queryByRole('checkbox')).toBeNull();
    expect(paxInput(section).value).toBe('0');
  });

  it('the guest count: minus stops at 0, plus counts up, typing takes digits only', () => {
    const { section } = renderRsvp();
    fireEvent.click(button(section, 'Akan Hadir'));
    fireEvent.click(button(section, 'Kurangi jumlah tamu'));
    expect(paxInput(section).value).toBe('0');
    fireEvent.click(button(section, 'Tambah jumlah tamu'));
    fireEvent.click(button(section, 'Tambah jumlah tamu'));
    expect(paxInput(section).value).toBe('2');
    fireEvent.change(paxInput(section), { target: { value: '15' } });
    expect(paxInput(section).value).toBe('15');
    fireEvent.change(paxInput(section), { target: { value: '15a' } });
    expect(paxInput(section).value).toBe('15');
    fireEvent.change(paxInput(section), { target: { value: '-1' } });
    expect(paxInput(section).value).toBe('15');
    fireEvent.click(button(section, 'Kurangi jumlah tamu'));
    expect(paxInput(section).value).toBe('14');
  });

  it("shows 'Minimal hadir di salah satu event ya' until an event is chosen", () => {
    const { section } = renderRsvp();
    fireEvent.click(button(section, 'Akan Hadir'));
    fireEvent.click(button(section, 'Tambah jumlah tamu'));
    fireEvent.click(button(section, 'Submit'));
    expect(within(section).getByRole('alert').textContent).toBe('Minimal hadir di salah satu event ya');
    fireEvent.click(checkbox(section, 'Akad Nikah'));
    expect(within(section).queryByRole('alert')).toBeNull();
  });

  it("shows 'Minimal hadir satu orang ya' until plus is pressed", () => {
    const { section } = renderRsvp();
    fireEvent.click(button(section, 'Akan Hadir'));
    fireEvent.click(checkbox(section, 'Resepsi'));
    fireEvent.click(button(section, 'Submit'));
    expect(within(section).getByRole('alert').textContent).toBe('Minimal hadir satu orang ya');
    expect(paxInput(section).getAttribute('aria-invalid')).toBe('true');
    fireEvent.click(button(section, 'Tambah jumlah tamu'));
    expect(within(section).queryByRole('alert')).toBeNull();
  });
});

describe('RSVP flow: sending and the thank-you view', () => {
  it('an anonymous visitor sees the thank-you view and nothing is sent; Ubah re-opens the form', () => {
    const { section, received } = renderRsvp();
    fireEvent.click(button(section, 'Berhalangan Hadir'));
    fireEvent.click(button(section, 'Submit'));
    expect(within(section).getByText('Terimakasih sudah mengisi konfirmasi kehadiran.')).toBeTruthy();
    expect(within(section).queryByRole('button', { name: 'Lihat QR Code' })).toBeNull();
    expect(received).toEqual([]);
    fireEvent.click(button(section, 'Ubah'));
    expect(button(section, 'Berhalangan Hadir').getAttribute('aria-pressed')).toBe('true');
  });

  it('a guest sends the answer, then sees the thank-you view with Lihat QR Code and the QR dialog', async () => {
    const { section, received } = renderRsvp({ guest: GUEST });
    fireEvent.click(button(section, 'Akan Hadir'));
    fireEvent.click(checkbox(section, 'Akad Nikah'));
    fireEvent.click(button(section, 'Tambah jumlah tamu'));
    fireEvent.click(button(section, 'Submit'));
    expect(await within(section).findByText('Terimakasih sudah mengisi konfirmasi kehadiran.')).toBeTruthy();
    expect(received).toEqual([
      {
        invitation_id: 'demo',
        guest_id: 'guest-42',
        use_multiple_event: true,
        pax: 1,
        events: [
          { event_id: 'event-akad', is_attend: true },
          { event_id: 'event-resepsi', is_attend: false },
        ],
      },
    ]);
    fireEvent.click(button(section, 'Lihat QR Code'));
    const dialog = screen.getByRole('dialog', { name: 'QR Code' });
    expect((await within(dialog).findByTestId('rsvp-qr-code')).tagName.toLowerCase()).toBe('svg');
    expect(within(dialog).getByText('Budi Santoso', { selector: 'p' })).toBeTruthy();
    // The door code under the QR code, to type at the door when the camera cannot read it.
    expect(
      within(dialog)
        .getByText(formatDoorCode(doorCodeOf('guest-42')))
        .closest('p')?.textContent,
    ).toMatch(/^Kode: [0-9A-Z]{3}-[0-9A-Z]{3}$/);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends to the parent invitation when there is one', async () => {
    const { section, received } = renderRsvp({ guest: GUEST, invitation: { parent_id: 'parent-1' } });
    fireEvent.click(button(section, 'Berhalangan Hadir'));
    fireEvent.click(button(section, 'Submit'));
    await within(section).findByText('Terimakasih sudah mengisi konfirmasi kehadiran.');
    expect(received[0]?.invitation_id).toBe('parent-1');
  });

  it('disables Submit while sending', async () => {
    let release: (guest: Guest) => void = () => {};
    const { section } = renderRsvp({
      guest: GUEST,
      invitation: { use_multiple_event: false },
      save: () => new Promise<Guest>((resolve) => (release = resolve)),
    });
    fireEvent.click(button(section, 'Berhalangan Hadir'));
    fireEvent.click(button(section, 'Submit'));
    expect((button(section, 'Submit') as HTMLButtonElement).disabled).toBe(true);
    expect(button(section, 'Akan Hadir').matches(':disabled')).toBe(true);
    await act(async () => release({ ...GUEST, rsvp: [{ event_id: 'event-akad', is_attend: false, pax: 0 }] }));
    expect(within(section).getByText('Terimakasih sudah mengisi konfirmasi kehadiran.')).toBeTruthy();
  });

  it("shows a failed send's message and keeps the form", async () => {
    const { section } = renderRsvp({
      guest: GUEST,
      save: async () => {
        throw new Error('Tamu tidak ditemukan');
      },
    });
    fireEvent.click(button(section, 'Berhalangan Hadir'));
    fireEvent.click(button(section, 'Submit'));
    expect((await within(section).findByRole('alert')).textContent).toBe('Tamu tidak ditemukan');
    expect(button(section, 'Berhalangan Hadir').getAttribute('aria-pressed')).toBe('true');
  });

  it('says in Indonesian that the connection was lost, and keeps the answer chosen', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    const { section, received } = renderRsvp({ guest: GUEST, save: guestCalls.saveRsvp });
    fireEvent.click(button(section, 'Akan Hadir'));
    fireEvent.click(checkbox(section, 'Resepsi'));
    fireEvent.click(button(section, 'Tambah jumlah tamu'));
    fireEvent.click(button(section, 'Submit'));
    expect((await within(section).findByRole('alert')).textContent).toBe(
      'Koneksi terputus. Periksa internet Anda lalu coba lagi.',
    );
    expect(received).toHaveLength(1);
    expect(button(section, 'Akan Hadir').getAttribute('aria-pressed')).toBe('true');
    expect((checkbox(section, 'Resepsi') as HTMLInputElement).checked).toBe(true);
    expect(paxInput(section).value).toBe('1');
  });

  it("shows the fallback 'Konfirmasi gagal dikirim. Coba lagi.' for a failure without a message", async () => {
    const { section } = renderRsvp({
      guest: GUEST,
      save: async () => {
        throw new Error('');
      },
    });
    fireEvent.click(button(section, 'Berhalangan Hadir'));
    fireEvent.click(button(section, 'Submit'));
    expect((await within(section).findByRole('alert')).textContent).toBe('Konfirmasi gagal dikirim. Coba lagi.');
  });

  it('a guest who answered starts on the thank-you view; Ubah shows the prefilled form', () => {
    const guest: Guest = {
      ...GUEST,
      rsvp: [
        { event_id: 'event-akad', is_attend: false, pax: 0 },
        { event_id: 'event-resepsi', is_attend: true, pax: 3 },
      ],
    };
    const { section } = renderRsvp({ guest });
    expect(within(section).getByText('Terimakasih sudah mengisi konfirmasi kehadiran.')).toBeTruthy();
    fireEvent.click(button(section, 'Ubah'));
    expect(button(section, 'Akan Hadir').getAttribute('aria-pressed')).toBe('true');
    expect((checkbox(section, 'Akad Nikah') as HTMLInputElement).checked).toBe(false);
    expect((checkbox(section, 'Resepsi') as HTMLInputElement).checked).toBe(true);
    expect(paxInput(section).value).toBe('3');
  });

  it('offers no QR code without the guestbook or when nothing is attended', () => {
    const attending: Guest = { ...GUEST, rsvp: [{ event_id: 'event-akad', is_attend: true, pax: 1 }] };
    const first = renderRsvp({ guest: attending, invitation: { use_guestbook: false } });
    expect(within(first.section).getByRole('button', { name: 'Ubah' })).toBeTruthy();
    expect(within(first.section).queryByRole('button', { name: 'Lihat QR Code' })).toBeNull();
    cleanup();
    const declined: Guest = { ...GUEST, rsvp: [{ event_id: 'event-akad', is_attend: false, pax: 0 }] };
    const second = renderRsvp({ guest: declined });
    expect(within(second.section).queryByRole('button', { name: 'Lihat QR Code' })).toBeNull();
  });
});
