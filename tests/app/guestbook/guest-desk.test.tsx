// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GuestDesk, type DeskActions } from '../../../app/guestbook/check-in/guest-desk';
import { GuestPanel, type GuestActions } from '../../../app/guestbook/check-in/guest-panel';
import { checkInClock } from '../../../engine/guestbook/check-in-clock';
import type { VenueGuest, VenueSnapshot } from '../../../schemas/responses/guestbook';
import { GUEST, hendraInside, venue } from '../../engine/guestbook/venue-fixture';

/**
 * The desk on the usher's panel (docs/product.md#guestbook): a guest's envelopes (count and optional
 * note, one write per 'Simpan amplop', 0 takes them off) and the check-out where the owner turned it on.
 */

afterEach(cleanup);

const LEFT_AT = '2026-11-21T13:40:00.000Z';
const inside = (checkedOutAt: string | null = null) => hendraInside('Mbak Rina', { checked_out_at: checkedOutAt });

function hendra(changes: Partial<VenueGuest> = {}, checkOut = false): { state: VenueSnapshot; guest: VenueGuest } {
  const base = venue();
  const state = {
    ...base,
    settings: { ...base.settings, check_out: checkOut },
    guests: base.guests.map((guest) => (guest.id === GUEST.hendra ? { ...guest, ...changes } : guest)),
  };
  return { state, guest: state.guests.find((guest) => guest.id === GUEST.hendra)! };
}

const deskActions = () => ({ recordEnvelope: vi.fn(), checkOut: vi.fn() }) satisfies DeskActions;

function openDesk(changes: Partial<VenueGuest>, checkOut: boolean, actions = deskActions()) {
  const { state, guest } = hendra(changes, checkOut);
  const view = render(<GuestDesk venue={state} guest={guest} actions={actions} />);
  return { actions, view, state };
}

const envelopes = () => screen.getByRole('group', { name: 'Amplop' });
const save = () => screen.getByRole('button', { name: 'Simpan amplop' }) as HTMLButtonElement;
const note = () => screen.getByLabelText('Catatan amplop (opsional)') as HTMLInputElement;

describe('envelopes at the desk', () => {
  it('counts with the stepper, takes a note, and queues one write on Simpan amplop', () => {
    const { actions } = openDesk({ check_in: inside() }, false);
    const group = envelopes();
    expect(group.querySelector('output')!.textContent).toBe('0 tidak ada');
    expect((within(group).getByRole('button', { name: 'Kurangi satu amplop' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    // Nothing to save yet, and no note without an envelope.
    expect(save().disabled).toBe(true);
    expect(note().disabled).toBe(true);

    fireEvent.click(within(group).getByRole('button', { name: 'Tambah satu amplop' }));
    fireEvent.click(within(group).getByRole('button', { name: 'Tambah satu amplop' }));
    expect(group.querySelector('output')!.textContent).toBe('2 amplop');
    fireEvent.change(note(), { target: { value: 'Dari keluarga Wijaya' } });
    fireEvent.click(save());

    expect(actions.recordEnvelope).toHaveBeenCalledTimes(1);
    expect(actions.recordEnvelope).toHaveBeenCalledWith(GUEST.hendra, 2, 'Dari keluarga Wijaya');
    expect(actions.checkOut).not.toHaveBeenCalled();
  });

  it('shows what was recorded, and 0 takes the envelopes off', () => {
    const recorded = {
      guest_id: GUEST.hendra,
      count: 2,
      note: 'Dari keluarga Wijaya',
      usher_name: 'Mbak Rina',
      recorded_at: LEFT_AT,
    };
    const { actions } = openDesk({ check_in: inside(), envelope: recorded }, false);
    expect(screen.getByText('Tercatat 2 amplop oleh Mbak Rina')).toBeTruthy();
    expect(note().value).toBe('Dari keluarga Wijaya');
    expect(save().disabled).toBe(true);

    const less = within(envelopes()).getByRole('button', { name: 'Kurangi satu amplop' });
    fireEvent.click(less);
    fireEvent.click(less);
    expect(envelopes().querySelector('output')!.textContent).toBe('0 tidak ada');
    expect(save().disabled).toBe(false);
    fireEvent.click(save());
    expect(actions.recordEnvelope).toHaveBeenCalledTimes(1);
    expect(actions.recordEnvelope.mock.calls[0]!.slice(0, 2)).toEqual([GUEST.hendra, 0]);
  });

  it('stops at the limit of 50 envelopes', () => {
    openDesk({ check_in: inside() }, false);
    const more = within(envelopes()).getByRole('button', { name: 'Tambah satu amplop' }) as HTMLButtonElement;
    for (let i = 0; i < 50; i += 1) fireEvent.click(more);
    expect(envelopes().querySelector('output')!.textContent).toBe('50 amplop');
    expect(more.disabled).toBe(true);
  });
});

describe('check-out at the desk', () => {
  it("offers 'Check-out' only when the owner turned it on and the guest is inside", () => {
    openDesk({ check_in: inside() }, false);
    expect(screen.queryByRole('button', { name: 'Check-out' })).toBeNull();
    cleanup();
    openDesk({ check_in: null }, true);
    expect(screen.queryByRole('button', { name: 'Check-out' })).toBeNull();
    cleanup();
    const { actions } = openDesk({ check_in: inside() }, true);
    fireEvent.click(screen.getByRole('button', { name: 'Check-out' }));
    expect(actions.checkOut).toHaveBeenCalledTimes(1);
    expect(actions.checkOut).toHaveBeenCalledWith(GUEST.hendra, true);
  });

  it("shows 'Sudah pulang pukul …' once gone, and 'Batalkan check-out' takes it back", () => {
    const { actions } = openDesk({ check_in: inside(LEFT_AT) }, true);
    expect(screen.queryByRole('button', { name: 'Check-out' })).toBeNull();
    expect(screen.getByText(`Sudah pulang pukul ${checkInClock(LEFT_AT)}`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan check-out' }));
    expect(actions.checkOut).toHaveBeenCalledWith(GUEST.hendra, false);
  });
});

describe('the desk on the guest panel', () => {
  const panelActions = () =>
    ({
      checkIn: vi.fn(async () => 'new-id'),
      undo: vi.fn(),
      handOut: vi.fn(),
      flagCode: vi.fn(),
      ...deskActions(),
    }) satisfies GuestActions;

  function openPanel(state: VenueSnapshot, guest: VenueGuest, byCode: boolean) {
    render(
      <GuestPanel
        venue={state}
        guest={guest}
        waiting={false}
        actions={panelActions()}
        onClose={() => {}}
        byCode={byCode}
      />,
    );
    return screen.getByRole('region', { name: 'Pak Hendra Wijaya' });
  }

  it("comes before 'Tamu berikutnya' for a guest inside", () => {
    const { state, guest } = hendra({ check_in: inside() }, true);
    const panel = openPanel(state, guest, false);
    const desk = within(panel).getByRole('group', { name: 'Amplop' });
    const next = within(panel).getByRole('button', { name: 'Tamu berikutnya' });
    expect(desk.compareDocumentPosition(next) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Check-out' })).toBeTruthy();
  });

  it('is not shown before the check-in, nor for a single-use code shown again', () => {
    const before = hendra({}, true);
    const panel = openPanel(before.state, before.guest, false);
    expect(within(panel).queryByRole('group', { name: 'Amplop' })).toBeNull();
    cleanup();
    const again = hendra({ check_in: inside() }, true);
    const flagged = openPanel(
      { ...again.state, settings: { ...again.state.settings, single_use_codes: true } },
      again.guest,
      true,
    );
    expect(flagged.querySelector('.arrival')).toBeTruthy();
    expect(within(flagged).queryByRole('group', { name: 'Amplop' })).toBeNull();
    expect(within(flagged).queryByRole('button', { name: 'Check-out' })).toBeNull();
  });
});
