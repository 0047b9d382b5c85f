// @vitest-environment jsdom
import { cleanup, render, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { sampleInvitation } from '../../engine/demo/sample-invitation';
import { rsvpInputFrom, rsvpMachine } from '../../engine/machines/rsvp.machine';
import type { Guest } from '../../schemas/entities/guest.schema';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { RsvpPayload } from '../../schemas/payloads/rsvp.payload';
import { loadManifestFromDisk, NOW } from '../helpers';
import { themeView } from '../render-theme';

/** The RSVP section after the owner's deadline (docs/product.md#rsvp-deadline). */

afterEach(cleanup);

const manifest = loadManifestFromDisk('floral-whimsy');
/** A day before the sample's "now": the deadline has passed. */
const DEADLINE = new Date(NOW - 24 * 60 * 60 * 1000).toISOString();

function renderClosed(guest: Guest | null, deadline: string | undefined = DEADLINE) {
  const base = sampleInvitation(manifest.id, NOW);
  const page: InvitationPage = {
    ...base,
    invitation: { ...base.invitation, rsvp_deadline: deadline },
    guest,
    sections: base.sections.filter((s) => s.slug === 'rsvp'),
  };
  const saveRsvp = fromPromise<Guest, RsvpPayload>(() => Promise.reject(new Error('not sent')));
  const actor = createActor(rsvpMachine.provide({ actors: { saveRsvp } }), {
    input: rsvpInputFrom(page.invitation, page.guest, NOW),
  }).start();
  render(themeView(manifest, page, { flows: { rsvp: actor } }));
  return { section: document.getElementById('rsvp') as HTMLElement, events: base.invitation.invitation_event ?? [] };
}

describe('a closed RSVP', () => {
  it('says it is closed, names the deadline, shows the answer given, and offers no Ubah nor form', () => {
    const base = sampleInvitation(manifest.id, NOW).invitation.invitation_event ?? [];
    const [first, second] = base;
    const { section } = renderClosed({
      id: 'guest-1',
      name: 'Budi',
      rsvp: [
        { event_id: first!.id, is_attend: true, pax: 2 },
        { event_id: second!.id, is_attend: false, pax: 0 },
      ],
    });
    const view = within(section);
    expect(view.getByText('Konfirmasi kehadiran sudah ditutup.')).toBeTruthy();
    expect(view.getByText(/^Batas konfirmasi: \w+, \d{1,2} \w+ \d{4} pukul \d\d\.\d\d WI(B|TA|T)$/)).toBeTruthy();
    const items = view.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual([`${first!.label}: Hadir · 2 orang`, `${second!.label}: Berhalangan hadir`]);
    expect(view.queryByRole('button', { name: 'Ubah' })).toBeNull();
    expect(view.queryByRole('button', { name: 'Akan Hadir' })).toBeNull();
    expect(view.queryByText('Terimakasih sudah mengisi konfirmasi kehadiran.')).toBeNull();
    // The QR code is still there for the venue.
    expect(view.getByRole('button', { name: 'Lihat QR Code' })).toBeTruthy();
  });

  it('tells a guest who never answered, and gives an anonymous visitor no form', () => {
    const { section } = renderClosed({ id: 'guest-2', name: 'Sari', rsvp: [] });
    expect(within(section).getByText('Kamu belum mengisi konfirmasi kehadiran.')).toBeTruthy();
    cleanup();
    const anonymous = renderClosed(null).section;
    expect(within(anonymous).getByText('Konfirmasi kehadiran sudah ditutup.')).toBeTruthy();
    expect(within(anonymous).queryByRole('button', { name: 'Akan Hadir' })).toBeNull();
  });

  it('before the deadline, is the usual form', () => {
    const later = new Date(NOW + 24 * 60 * 60 * 1000).toISOString();
    const { section } = renderClosed(null, later);
    expect(within(section).getByRole('button', { name: 'Akan Hadir' })).toBeTruthy();
    expect(within(section).queryByText('Konfirmasi kehadiran sudah ditutup.')).toBeNull();
  });
});
