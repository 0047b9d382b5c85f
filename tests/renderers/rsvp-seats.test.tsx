// @vitest-environment jsdom
import { cleanup, fireEvent, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { rsvpInputFrom, rsvpMachine } from '../../engine/machines/rsvp.machine';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import { loadManifestFromDisk, NOW } from '../helpers';
import { themeView } from '../render-theme';

/** The RSVP form and the seats of a guest's invitation (docs/product.md#rsvp). */

afterEach(cleanup);

const manifest = loadManifestFromDisk('floral-whimsy');

function renderRsvp(guest: Guest | null) {
  const base = sampleInvitation(manifest.id, NOW);
  const page: InvitationPage = { ...base, guest, sections: base.sections.filter((s) => s.slug === 'rsvp') };
  const saveRsvp = fromPromise<Guest, RsvpPayload>(async () => guest!);
  const actor = createActor(rsvpMachine.provide({ actors: { saveRsvp } }), {
    input: rsvpInputFrom(page.invitation, page.guest),
  }).start();
  render(themeView(manifest, page, { flows: { rsvp: actor } }));
  const section = document.getElementById('rsvp') as HTMLElement;
  fireEvent.click(within(section).getByRole('button', { name: 'Akan Hadir' }));
  return section;
}

const plus = (section: HTMLElement) =>
  within(section).getByRole('button', { name: 'Tambah jumlah tamu' }) as HTMLButtonElement;
const count = (section: HTMLElement) => within(section).getByLabelText('Jumlah Tamu') as HTMLInputElement;

describe('RSVP form: the seats of the invitation', () => {
  it("says 'Undangan ini untuk 2 orang' and stops plus at 2", () => {
    const section = renderRsvp({ id: 'guest-1', name: 'Budi Santoso', rsvp: [], seats: 2 });
    const note = within(section).getByText('Undangan ini untuk 2 orang');
    expect(count(section).getAttribute('aria-describedby')).toContain(note.id);
    expect(plus(section).disabled).toBe(false);
    fireEvent.click(plus(section));
    fireEvent.click(plus(section));
    expect(count(section).value).toBe('2');
    expect(plus(section).disabled).toBe(true);
    fireEvent.click(plus(section));
    expect(count(section).value).toBe('2');
    expect(note.className).toContain('rsvp__seats--full');
  });

  it('turns a count typed above the seats into the seats, with the note shown', () => {
    const section = renderRsvp({ id: 'guest-1', name: 'Budi Santoso', rsvp: [], seats: 4 });
    fireEvent.change(count(section), { target: { value: '12' } });
    expect(count(section).value).toBe('4');
    expect(within(section).getByText('Undangan ini untuk 4 orang')).toBeTruthy();
    expect(plus(section).disabled).toBe(true);
  });

  it('says nothing of seats to an anonymous visitor, whose plus has no end', () => {
    const section = renderRsvp(null);
    expect(within(section).queryByText(/Undangan ini untuk/)).toBeNull();
    for (let i = 0; i < 25; i += 1) fireEvent.click(plus(section));
    expect(count(section).value).toBe('25');
  });
});
