// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestAnswerDialog } from '../../../../app/owner/guests/guest-answer-dialog';
import { GuestRsvpCell } from '../../../../app/owner/guests/guest-rsvp-cell';
import type { OwnerGuest } from '../../../../schemas/responses/owner-guests';
import { openDialogsByAttribute } from '../modal-dialogs';
import { freshQueryClient, ok, routedApi, type Answer } from '../owner-page-harness';
import { guestOf, ID } from './guest-list-harness';

/** 'Catat jawaban' (docs/product.md#owner-answers): the owner records what a guest said by phone. */

openDialogsByAttribute();
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EVENTS = [
  { id: 'akad', label: 'Akad Nikah' },
  { id: 'resepsi', label: 'Resepsi' },
];
const PATH = `PUT /v1/invitation/${ID}/guest/g-1/rsvp`;

function renderDialog(guest: OwnerGuest, answer: (body: unknown) => Answer) {
  const calls = routedApi({ [PATH]: (call) => answer(call.body) });
  const onSaved = vi.fn();
  render(
    <QueryClientProvider client={freshQueryClient()}>
      <GuestAnswerDialog invitationId={ID} guest={guest} events={EVENTS} onSaved={onSaved} onClose={() => {}} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByRole('dialog', { name: `Jawaban RSVP ${guest.name}` });
  const event = (label: string) => within(within(dialog).getByRole('group', { name: label }));
  return { dialog, event, calls, onSaved };
}

describe('the owner’s answer for a guest', () => {
  it('stays within the guest’s seats, then sends each event chosen', async () => {
    const saved = guestOf({
      rsvp: [
        { event_id: 'akad', is_attend: true, pax: 2, by_owner: true },
        { event_id: 'resepsi', is_attend: false, pax: 0, by_owner: true },
      ],
    });
    const { dialog, event, calls, onSaved } = renderDialog(guestOf({ seats: 2 }), () => ok(saved));
    fireEvent.click(event('Akad Nikah').getByRole('radio', { name: 'Hadir' }));
    fireEvent.change(event('Akad Nikah').getByRole('spinbutton', { name: 'Jumlah orang' }), {
      target: { value: '3' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Jawaban' }));
    expect(await event('Akad Nikah').findByRole('alert')).toHaveProperty('textContent', 'Undangan ini untuk 2 orang');
    expect(calls).toEqual([]);

    fireEvent.change(event('Akad Nikah').getByRole('spinbutton', { name: 'Jumlah orang' }), {
      target: { value: '2' },
    });
    fireEvent.click(event('Resepsi').getByRole('radio', { name: 'Berhalangan' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Jawaban' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(calls.map((call) => call.body)).toEqual([
      {
        events: [
          { event_id: 'akad', is_attend: true, pax: 2 },
          { event_id: 'resepsi', is_attend: false, pax: 0 },
        ],
      },
    ]);
  });

  it('starts from the answers given, and shows a refusal of the server at its event', async () => {
    const guest = guestOf({ rsvp: [{ event_id: 'resepsi', is_attend: true, pax: 1 }] });
    const { dialog, event, onSaved } = renderDialog(guest, () => ({
      status: 400,
      body: {
        message: 'Undangan ini untuk 1 orang',
        errors: [{ field: 'events.0.pax', message: 'Undangan ini untuk 1 orang' }],
      },
    }));
    expect(event('Resepsi').getByRole('radio', { name: 'Hadir' })).toHaveProperty('checked', true);
    expect(event('Resepsi').getByRole('spinbutton', { name: 'Jumlah orang' })).toHaveProperty('value', '1');
    expect(event('Akad Nikah').getByRole('radio', { name: 'Hadir' })).toHaveProperty('checked', false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan Jawaban' }));
    expect(await event('Resepsi').findByRole('alert')).toHaveProperty('textContent', 'Undangan ini untuk 1 orang');
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('the guest’s RSVP in the list', () => {
  it('marks an answer the owner recorded, and offers to record or change one', () => {
    const onAnswer = vi.fn();
    const byOwner = guestOf({ rsvp: [{ event_id: 'akad', is_attend: true, pax: 2, by_owner: true }] });
    render(<GuestRsvpCell guest={byOwner} events={EVENTS} onAnswer={onAnswer} />);
    expect(screen.getByText('Dijawab lewat telepon')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Ubah jawaban Budi Santoso' }));
    expect(onAnswer).toHaveBeenCalledWith(byOwner);
    cleanup();
    render(
      <GuestRsvpCell
        guest={guestOf({ rsvp: [{ event_id: 'akad', is_attend: true, pax: 2, by_owner: false }] })}
        events={EVENTS}
        onAnswer={onAnswer}
      />,
    );
    expect(screen.queryByText('Dijawab lewat telepon')).toBeNull();
    cleanup();
    render(<GuestRsvpCell guest={guestOf()} events={EVENTS} onAnswer={onAnswer} />);
    expect(screen.getByRole('button', { name: 'Catat jawaban Budi Santoso' })).toBeTruthy();
  });
});
