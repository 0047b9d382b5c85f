import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../server/db/schema';
import { callAs, testServer, type Json, type Owner, type TestServer } from './harness';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';

/**
 * Per-event answers follow the events (docs/product.md#rsvp): a second event turns
 * `use_multiple_event` on, going back to one turns it off, and in between the owner's switch stands.
 * Fixture: Raka's sample `raka` with its two events (akad and resepsi).
 */

let server: TestServer;
let owner: Owner;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json) =>
  callAs(server.app, method, url, owner, payload);

const switchOf = async () =>
  (await server.database.db.select().from(invitations).where(eq(invitations.id, ROOT)))[0]!.use_multiple_event;

const event = (label: string) => ({
  invitation_id: ROOT,
  label,
  start_date: '2027-01-10T03:00:00.000Z',
  venue: 'Rumah Keluarga',
  address: 'Jl. Kenanga No. 12, Surabaya',
});

async function addEvent(label: string) {
  const response = await call('POST', '/v1/invitation/event', event(label));
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id as string;
}

async function deleteEvent(id: string) {
  const response = await call('DELETE', `/v1/invitation/event/${id}`);
  expect(response.statusCode, response.body).toBe(200);
}

beforeAll(async () => {
  server = await testServer();
  ({ owner } = await twoOwnersWithSamples(server));
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('use_multiple_event follows the number of events', () => {
  it('turns off when the invitation goes down to one event, and on again with a second', async () => {
    expect(await switchOf()).toBe(true);
    await deleteEvent('raka-event-resepsi');
    expect(await switchOf()).toBe(false);

    const resepsi = await addEvent('Resepsi');
    expect(await switchOf()).toBe(true);

    // The owner's switch stands while there are several events: a third does not turn it back on.
    const off = await call('PUT', `/v1/invitation/${ROOT}`, { use_multiple_event: false });
    expect(off.statusCode, off.body).toBe(200);
    const third = await addEvent('Ngunduh Mantu');
    expect(await switchOf()).toBe(false);
    const on = await call('PUT', `/v1/invitation/${ROOT}`, { use_multiple_event: true });
    expect(on.statusCode, on.body).toBe(200);
    await deleteEvent(third);
    expect(await switchOf()).toBe(true);

    await deleteEvent(resepsi);
    expect(await switchOf()).toBe(false);
    // An edit of the one event left leaves it off.
    const edited = await call('PUT', '/v1/invitation/event/raka-event-akad', {
      label: 'Akad Nikah',
      start_date: '2027-01-10T01:00:00.000Z',
      venue: 'Masjid',
      address: 'Jl. Melati',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await switchOf()).toBe(false);
  });

  it('shows on the invitation the guests open', async () => {
    await addEvent('Resepsi Kedua');
    const page = await callAs(server.app, 'GET', '/v1/invitation/slug/raka');
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.use_multiple_event).toBe(true);
  });
});
