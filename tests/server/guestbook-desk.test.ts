import { describe, expect, it } from 'vitest';
import { GUESTBOOK_SETTINGS_DEFAULTS } from '../../schemas/requests/guestbook';
import type { CheckIn, CheckInResult, GuestbookCounts, VenueSnapshot } from '../../schemas/responses/guestbook';
import type { GuestEnvelope } from '../../schemas/responses/guestbook-desk';
import { presentGuestIds } from '../../server/services/guestbook/present-guests';
import { checkInBody, guestbookAtTheDoor, guestbookPath, signedInUsher } from './guestbook-fixture';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/**
 * The desk (docs/product.md#guestbook): envelopes a guest hands in (one record per guest, 0 removes
 * it) and check-out where the owner turned it on; both idempotent, both only on the usher's own
 * invitation, both in the day's counts and the venue snapshot.
 */

const world = worldForThisFile(() => guestbookAtTheDoor('dk', 6, 'Meja Amplop'));

const path = (rest: string) => guestbookPath(world.invitationId, rest);
const checkOutPath = (checkInId: string) => `/v1/guestbook/check-in/${checkInId}/check-out`;
const envelope = (body: Record<string, unknown>, as: Parameters<typeof callAs>[3] = world.usher) =>
  callAs(world.app, 'PUT', path('envelope'), as, body);
const counts = async () => okData<GuestbookCounts>(await callAs(world.app, 'GET', path('counts'), world.owner));
const venueGuest = async (guestId: string) =>
  okData<VenueSnapshot>(await callAs(world.app, 'GET', path('venue'), world.usher)).guests.find(
    (guest) => guest.id === guestId,
  )!;
const checkIn = async (guestId: string) =>
  okData<CheckInResult>(await callAs(world.app, 'POST', path('check-in'), world.usher, checkInBody(guestId)), 201)
    .check_in;
const checkOut = (checkInId: string, at = new Date().toISOString()) =>
  callAs(world.app, 'POST', checkOutPath(checkInId), world.usher, { checked_out_at: at });
const setCheckOut = async (on: boolean) =>
  okData(
    await callAs(world.app, 'PUT', path('settings'), world.owner, { ...GUESTBOOK_SETTINGS_DEFAULTS, check_out: on }),
  );

describe('envelopes at the desk', () => {
  it('records a count and a note, the same again for a retry, in the snapshot and the total', async () => {
    const guestId = world.guestIds[0]!;
    const body = { guest_id: guestId, count: 2, note: '  satu dari keluarga Pak RT ' };
    const recorded = okData<GuestEnvelope>(await envelope(body));
    expect(recorded).toMatchObject({
      guest_id: guestId,
      count: 2,
      note: 'satu dari keluarga Pak RT',
      usher_name: 'Meja Amplop',
    });
    expect(okData<GuestEnvelope>(await envelope(body))).toMatchObject({ count: 2, note: 'satu dari keluarga Pak RT' });
    expect((await venueGuest(guestId)).envelope).toMatchObject({ count: 2, note: 'satu dari keluarga Pak RT' });
    expect((await counts()).envelopes).toBe(2);

    // Never tied to a check-in: the guest has not arrived.
    expect((await venueGuest(guestId)).check_in).toBeNull();
    okData(await envelope({ guest_id: world.guestIds[1]!, count: 1 }, world.owner));
    expect((await counts()).envelopes).toBe(3);

    // Corrected: the record is replaced, never added to; 0 removes it.
    expect(okData<GuestEnvelope>(await envelope({ guest_id: guestId, count: 3, note: null }))).toMatchObject({
      count: 3,
      note: null,
    });
    expect((await counts()).envelopes).toBe(4);
    expect(okData(await envelope({ guest_id: guestId, count: 0 }))).toBeNull();
    expect((await venueGuest(guestId)).envelope).toBeNull();
    expect((await counts()).envelopes).toBe(1);
    expect(okData(await envelope({ guest_id: guestId, count: 0 }))).toBeNull();
  });

  it('refuses counts past 50, long notes and unknown fields, in Indonesian', async () => {
    const guestId = world.guestIds[2]!;
    const errorsOf = async (body: Record<string, unknown>) => {
      const failure = failureOf(await envelope(body));
      expect(failure.status).toBe(400);
      return failure.errors;
    };
    expect(await errorsOf({ guest_id: guestId, count: 51 })).toContainEqual({
      field: 'count',
      message: 'Jumlah amplop harus 0 sampai 50',
    });
    expect(await errorsOf({ guest_id: guestId, count: -1 })).toContainEqual({
      field: 'count',
      message: 'Jumlah amplop harus 0 sampai 50',
    });
    expect(await errorsOf({ guest_id: guestId, count: 1.5 })).toContainEqual({
      field: 'count',
      message: 'Jumlah amplop harus 0 sampai 50',
    });
    expect(await errorsOf({ guest_id: guestId, count: 1, note: 'x'.repeat(201) })).toContainEqual({
      field: 'note',
      message: 'Catatan amplop maksimal 200 karakter',
    });
    expect(await errorsOf({ guest_id: guestId })).toContainEqual({
      field: 'count',
      message: 'Jumlah amplop wajib diisi',
    });
    expect((await errorsOf({ guest_id: guestId, count: 1, amount: 100_000 }))?.[0]?.message).toBe(
      'Data amplop tidak dikenal',
    );
    expect((await venueGuest(guestId)).envelope).toBeNull();
  });

  it('keeps an usher to their own invitation and its guests', async () => {
    const strangersUsher = await signedInUsher(world.app, world.other, world.strangerInvitationId, 'Usher Lain');
    expect(failureOf(await envelope({ guest_id: world.guestIds[3]!, count: 5 }, strangersUsher))).toMatchObject({
      status: 403,
    });
    const ownGuestElsewhere = await callAs(
      world.app,
      'PUT',
      guestbookPath(world.strangerInvitationId, 'envelope'),
      strangersUsher,
      { guest_id: world.guestIds[3]!, count: 5 },
    );
    expect(failureOf(ownGuestElsewhere)).toMatchObject({ status: 404, message: 'QR Code ini bukan tamu undangan ini' });
    expect((await venueGuest(world.guestIds[3]!)).envelope).toBeNull();
  });
});

describe('check-out', () => {
  it('is refused while the owner has it off', async () => {
    await setCheckOut(false);
    const live = await checkIn(world.guestIds[4]!);
    expect(failureOf(await checkOut(live.id))).toMatchObject({
      status: 409,
      message: 'Check-out belum diaktifkan pemilik undangan',
    });
  });

  it('records the guest leaving once, counts them, takes it back, and refuses an undone check-in', async () => {
    await setCheckOut(true);
    const guestId = world.guestIds[5]!;
    const live = await checkIn(guestId);
    expect(live.checked_out_at).toBeNull();
    const before = await counts();
    const at = new Date(Date.parse(live.checked_in_at) + 60_000).toISOString();
    const out = okData<CheckIn>(await checkOut(live.id, at));
    expect(out).toMatchObject({ id: live.id, undone: false, checked_out_at: at });
    // Sent again (a retry, or a second phone): the first time stays.
    const later = new Date(Date.parse(at) + 3_600_000).toISOString();
    expect(okData<CheckIn>(await checkOut(live.id, later)).checked_out_at).toBe(at);
    expect(await counts()).toMatchObject({ checked_out: before.checked_out + 1, arrived: before.arrived });
    expect((await venueGuest(guestId)).check_in?.checked_out_at).toBe(at);
    expect(await presentGuestIds(world.db, world.invitationId)).not.toContain(guestId);

    const back = okData<CheckIn>(await callAs(world.app, 'DELETE', checkOutPath(live.id), world.usher));
    expect(back.checked_out_at).toBeNull();
    expect(
      okData<CheckIn>(await callAs(world.app, 'DELETE', checkOutPath(live.id), world.owner)).checked_out_at,
    ).toBeNull();
    expect((await counts()).checked_out).toBe(before.checked_out);
    expect(await presentGuestIds(world.db, world.invitationId)).toContain(guestId);

    // Never before the check-in, whatever the device's clock says.
    const early = new Date(Date.parse(live.checked_in_at) - 3_600_000).toISOString();
    expect(okData<CheckIn>(await checkOut(live.id, early)).checked_out_at).toBe(live.checked_in_at);

    okData(await callAs(world.app, 'DELETE', `/v1/guestbook/check-in/${live.id}`, world.usher));
    expect(await presentGuestIds(world.db, world.invitationId)).not.toContain(guestId);
    for (const answer of [
      await checkOut(live.id),
      await callAs(world.app, 'DELETE', checkOutPath(live.id), world.usher),
    ]) {
      expect(failureOf(answer)).toMatchObject({ status: 409, message: 'Check-in tamu ini sudah dibatalkan' });
    }
  });

  it('answers 404 for no such check-in, 403 to another invitation’s usher, 400 without a time', async () => {
    await setCheckOut(true);
    const live = await checkIn(world.guestIds[0]!);
    expect(failureOf(await checkOut('tidak-ada'))).toMatchObject({ status: 404, message: 'Check-in tidak ditemukan' });
    const strangersUsher = await signedInUsher(world.app, world.other, world.strangerInvitationId, 'Usher Asing');
    const foreign = await callAs(world.app, 'POST', checkOutPath(live.id), strangersUsher, {
      checked_out_at: new Date().toISOString(),
    });
    expect(failureOf(foreign)).toMatchObject({ status: 403 });
    expect(failureOf(await callAs(world.app, 'DELETE', checkOutPath(live.id), strangersUsher))).toMatchObject({
      status: 403,
    });
    const missing = failureOf(await callAs(world.app, 'POST', checkOutPath(live.id), world.usher, {}));
    expect(missing.status).toBe(400);
    expect(missing.errors).toContainEqual({ field: 'checked_out_at', message: 'Waktu pulang wajib diisi' });
    expect((await venueGuest(world.guestIds[0]!)).check_in?.checked_out_at).toBeNull();
  });
});
