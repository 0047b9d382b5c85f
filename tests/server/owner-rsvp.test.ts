import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guests, invitations, rsvpEntries } from '../../server/db/schema';
import { callAs, failureOf, type Json, type TestServer, testServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples, VERSION } from './invitation-sample';

/**
 * The owner's hand in the answers (docs/product.md#owner-answers, #rsvp-deadline): an answer recorded
 * for a guest ('Dijawab lewat telepon'), the guest's own answer taking its place, and the deadline
 * after which only the owner can change an answer. Fixture: Raka's sample `raka` (akad and resepsi)
 * with a version `raka-2`, and a stranger's `lain`.
 */

let server: TestServer;
type Who = { headers: Record<string, string> };
let owner: Who;
let stranger: Who;

const GUEST = 'guest-budi';
const AKAD = 'raka-event-akad';
const RESEPSI = 'raka-event-resepsi';
type Entry = { event_id: string; is_attend: boolean; pax: number; by_owner?: boolean };
type OwnerGuest = { id: string; rsvp: Entry[] };

const call = (...args: Parameters<typeof callAs> extends [unknown, ...infer R] ? R : never) =>
  callAs(server.app, ...args);
const recordFor = (who: Who, events: Json[], invitationId = ROOT, guestId = GUEST) =>
  call('PUT', `/v1/invitation/${invitationId}/guest/${guestId}/rsvp`, who, { events });
const guestAnswers = (events: Json[], pax: number) =>
  call('POST', '/v1/invitation-rsvp', undefined, {
    invitation_id: ROOT,
    guest_id: GUEST,
    use_multiple_event: true,
    pax,
    events,
  });
const setDeadline = (rsvp_deadline: string | null, invitationId = VERSION) =>
  call('PUT', `/v1/invitation/${invitationId}/rsvp-deadline`, owner, { rsvp_deadline });
const byEvent = (entries: Entry[]) => Object.fromEntries(entries.map((entry) => [entry.event_id, entry]));

async function listedGuest(): Promise<OwnerGuest> {
  const response = await call('GET', `/v1/invitation/${ROOT}/guest`, owner);
  expect(response.statusCode).toBe(200);
  const guest = (response.json() as { data: OwnerGuest[] }).data.find((g) => g.id === GUEST);
  return guest!;
}

const storedEntries = () =>
  server.database.db
    .select({ event_id: rsvpEntries.event_id, is_attend: rsvpEntries.is_attend, pax: rsvpEntries.pax })
    .from(rsvpEntries)
    .where(eq(rsvpEntries.guest_id, GUEST))
    .orderBy(rsvpEntries.event_id);

beforeAll(async () => {
  server = await testServer({ publicWriteLimit: 1000 });
  ({ owner, stranger } = await twoOwnersWithSamples(server, { use_multiple_event: true }));
  await server.database.db.update(invitations).set({ use_multiple_event: true }).where(eq(invitations.id, ROOT));
  await server.database.db.insert(guests).values([
    { id: GUEST, invitation_id: ROOT, name: 'Budi', seats: 2 },
    { id: 'guest-lain', invitation_id: 'lain-invitation', name: 'Lain' },
  ]);
}, SETUP_TIMEOUT);

afterAll(() => server?.close());

describe('an answer the owner records', () => {
  it('is saved per event as the owner’s and listed so', async () => {
    const response = await recordFor(owner, [
      { event_id: AKAD, is_attend: true, pax: 2 },
      { event_id: RESEPSI, is_attend: false, pax: 0 },
    ]);
    expect(response.statusCode).toBe(200);
    const saved = (response.json() as { data: OwnerGuest }).data;
    expect(byEvent(saved.rsvp)).toEqual({
      [AKAD]: { event_id: AKAD, is_attend: true, pax: 2, by_owner: true },
      [RESEPSI]: { event_id: RESEPSI, is_attend: false, pax: 0, by_owner: true },
    });
    expect(byEvent((await listedGuest()).rsvp)[AKAD]).toMatchObject({ is_attend: true, pax: 2, by_owner: true });
  });

  it('changes one event and keeps the other', async () => {
    const response = await recordFor(owner, [{ event_id: RESEPSI, is_attend: true, pax: 1 }]);
    expect(response.statusCode).toBe(200);
    expect(await storedEntries()).toEqual([
      { event_id: AKAD, is_attend: true, pax: 2 },
      { event_id: RESEPSI, is_attend: true, pax: 1 },
    ]);
  });

  it('stays within the guest’s seats, at the field', async () => {
    const response = await recordFor(owner, [
      { event_id: AKAD, is_attend: true, pax: 2 },
      { event_id: RESEPSI, is_attend: true, pax: 3 },
    ]);
    expect(failureOf(response)).toEqual({
      status: 400,
      message: 'Undangan ini untuk 2 orang',
      errors: [{ field: 'events.1.pax', message: 'Undangan ini untuk 2 orang' }],
    });
    expect(byEvent(await storedEntries())[RESEPSI]).toEqual({ event_id: RESEPSI, is_attend: true, pax: 1 });
  });

  it('refuses attending without people, a negative count and an event of another invitation', async () => {
    const none = failureOf(await recordFor(owner, [{ event_id: AKAD, is_attend: true, pax: 0 }]));
    expect(none.status).toBe(400);
    expect(none.errors).toContainEqual({ field: 'events.0.pax', message: 'Minimal hadir satu orang ya' });
    const negative = failureOf(await recordFor(owner, [{ event_id: AKAD, is_attend: false, pax: -1 }]));
    expect(negative.errors).toContainEqual({
      field: 'events.0.pax',
      message: 'Jumlah tamu tidak boleh kurang dari 0',
    });
    const elsewhere = failureOf(await recordFor(owner, [{ event_id: 'lain-event-akad', is_attend: false, pax: 0 }]));
    expect(elsewhere).toEqual({
      status: 400,
      message: 'Acara tidak ditemukan di undangan ini',
      errors: [{ field: 'events.0.event_id', message: 'Acara tidak ditemukan di undangan ini' }],
    });
  });

  it('is the owner’s alone: another owner is refused, and a guest of another invitation is not found', async () => {
    const answer = [{ event_id: AKAD, is_attend: false, pax: 0 }];
    expect(failureOf(await recordFor(stranger, answer))).toMatchObject({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(failureOf(await recordFor(stranger, answer, 'lain-invitation'))).toMatchObject({
      status: 404,
      message: 'Tamu tidak ditemukan',
    });
    expect(failureOf(await recordFor(owner, answer, ROOT, 'guest-lain'))).toMatchObject({
      status: 404,
      message: 'Tamu tidak ditemukan',
    });
    expect(byEvent(await storedEntries())[AKAD]).toEqual({ event_id: AKAD, is_attend: true, pax: 2 });
  });

  it('becomes the guest’s own once they answer themselves', async () => {
    const response = await guestAnswers(
      [
        { event_id: AKAD, is_attend: true },
        { event_id: RESEPSI, is_attend: false },
      ],
      1,
    );
    expect(response.statusCode).toBe(200);
    const listed = byEvent((await listedGuest()).rsvp);
    expect(listed[AKAD]).toMatchObject({ is_attend: true, pax: 1, by_owner: false });
    expect(listed[RESEPSI]).toMatchObject({ is_attend: false, pax: 0, by_owner: false });
  });
});

describe('the RSVP deadline', () => {
  const PAST = '2020-01-01T00:00:00.000Z';
  const FUTURE = '2999-01-01T00:00:00.000Z';

  it('is kept on the root, set from a version, and carried by every page', async () => {
    const response = await setDeadline(PAST);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { rsvp_deadline: PAST } });
    const [root] = await server.database.db
      .select({ rsvp_deadline: invitations.rsvp_deadline })
      .from(invitations)
      .where(eq(invitations.id, ROOT));
    expect(new Date(root!.rsvp_deadline!).toISOString()).toBe(PAST);
    for (const slug of ['raka', 'raka-2']) {
      const page = await call('GET', `/v1/invitation/slug/${slug}/page`);
      expect((page.json() as { data: { invitation: Json } }).data.invitation.rsvp_deadline).toBe(PAST);
    }
    const detail = await call('GET', `/v1/invitation/${VERSION}`, owner);
    expect((detail.json() as { data: Json }).data.rsvp_deadline).toBe(PAST);
  });

  it('once passed, refuses a guest’s answer and changes nothing', async () => {
    const before = await storedEntries();
    const response = await guestAnswers([{ event_id: AKAD, is_attend: false }], 0);
    expect(failureOf(response)).toMatchObject({ status: 409, message: 'Konfirmasi kehadiran sudah ditutup' });
    expect(await storedEntries()).toEqual(before);
  });

  it('leaves the owner free to change an answer', async () => {
    const response = await recordFor(owner, [{ event_id: AKAD, is_attend: false, pax: 0 }]);
    expect(response.statusCode).toBe(200);
    expect(byEvent((response.json() as { data: OwnerGuest }).data.rsvp)[AKAD]).toMatchObject({
      is_attend: false,
      by_owner: true,
    });
  });

  it('not yet passed (or cleared), lets guests answer', async () => {
    expect((await setDeadline(FUTURE, ROOT)).statusCode).toBe(200);
    expect((await guestAnswers([{ event_id: AKAD, is_attend: true }], 2)).statusCode).toBe(200);
    const cleared = await setDeadline(null);
    expect(cleared.json()).toEqual({ data: { rsvp_deadline: null } });
    const page = await call('GET', '/v1/invitation/slug/raka-2/page');
    expect((page.json() as { data: { invitation: Json } }).data.invitation).not.toHaveProperty('rsvp_deadline');
    expect((await guestAnswers([{ event_id: AKAD, is_attend: true }], 1)).statusCode).toBe(200);
  });

  it('is set by the invitation’s own people only, as a date and time', async () => {
    expect(
      failureOf(await call('PUT', `/v1/invitation/${ROOT}/rsvp-deadline`, stranger, { rsvp_deadline: PAST })),
    ).toMatchObject({ status: 403 });
    const bad = failureOf(await setDeadline('besok'));
    expect(bad.status).toBe(400);
    expect(bad.errors).toContainEqual({ field: 'rsvp_deadline', message: 'Isi tanggal dan jam batas konfirmasi' });
  });
});
