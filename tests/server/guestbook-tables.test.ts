import { describe, expect, it } from 'vitest';
import { GUESTBOOK_SETTINGS_DEFAULTS, type GuestbookSettings } from '../../schemas/requests/guestbook';
import type { GuestbookTable, VenueSnapshot } from '../../schemas/responses/guestbook';
import { changedByMessage } from '../../server/services/invitations/invitation-changes';
import { addGuests, guestbookPath, guestbookWorld } from './guestbook-fixture';
import { callAs, failureOf } from './harness';
import { okData } from './guest-sample';
import { worldForThisFile } from './world-for-this-file';

/** Venue tables, seating guests or whole groups, and the greeting screen's settings (docs/product.md#guestbook). */

const world = worldForThisFile(guestbookWorld);

const path = (rest: string) => guestbookPath(world.invitationId, rest);
/** The invitation's newest changes, as '<subject> <action>'. */
const changes = async () =>
  okData<{ subject: string; action: string }[]>(
    await callAs(world.app, 'GET', `/v1/invitation/${world.invitationId}/change`, world.owner),
  ).map(({ subject, action }) => `${subject} ${action}`);
const tables = async () => okData<GuestbookTable[]>(await callAs(world.app, 'GET', path('table'), world.owner));

describe('tables and seating', () => {
  it('adds, renames and removes tables; a name is used once', async () => {
    const first = okData<GuestbookTable>(
      await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Meja 1', capacity: 4 }),
      201,
    );
    expect(first).toMatchObject({ name: 'Meja 1', capacity: 4, guests: 0, seated: 0 });
    const taken = failureOf(
      await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Meja 1', capacity: 6 }),
    );
    expect(taken).toMatchObject({ status: 409, errors: [{ field: 'name', message: 'Nama meja sudah dipakai' }] });
    const renamed = await callAs(world.app, 'PUT', `/v1/guestbook/table/${first.id}`, world.owner, {
      name: 'Meja Utama',
      capacity: 6,
    });
    expect(okData<GuestbookTable>(renamed)).toMatchObject({ name: 'Meja Utama', capacity: 6 });
    const spare = okData<GuestbookTable>(
      await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Cadangan', capacity: 2 }),
      201,
    );
    expect((await tables()).map((table) => table.name)).toEqual(['Meja Utama', 'Cadangan']);
    okData(await callAs(world.app, 'DELETE', `/v1/guestbook/table/${spare.id}`, world.owner));
    expect((await tables()).map((table) => table.name)).toEqual(['Meja Utama']);
    // Each is a change of the invitation, named as its owner page (docs/product.md#changes).
    expect((await changes()).slice(0, 4)).toEqual(['Meja delete', 'Meja create', 'Meja update', 'Meja create']);
  });

  it('seats a whole group or guests by id, counting the people expected, and unseats', async () => {
    const family = okData<GuestbookTable>(
      await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Keluarga', capacity: 5 }),
      201,
    );
    const friends = okData<GuestbookTable>(
      await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Teman', capacity: 10 }),
      201,
    );
    const ids = await addGuests(
      world.db,
      world.invitationId,
      'duduk',
      [
        { group: 'Keluarga', attend: true, pax: 4 },
        { group: 'Keluarga', attend: true, pax: 2 },
        { group: 'Keluarga' },
        { group: 'Teman', attend: false },
        { group: 'Teman' },
      ],
      world.eventIds[0],
    );
    const seated = okData<GuestbookTable[]>(
      await callAs(world.app, 'PUT', path('seating'), world.owner, { table_id: family.id, group: 'Keluarga' }),
    );
    // 4 + 2 + at least 1 for the guest who has not answered: over the capacity of 5.
    expect(seated.find((table) => table.id === family.id)).toMatchObject({ guests: 3, seated: 7, capacity: 5 });
    okData(
      await callAs(world.app, 'PUT', path('seating'), world.owner, {
        table_id: friends.id,
        guest_ids: [ids[3], ids[4]],
      }),
    );
    const venue = okData<VenueSnapshot>(await callAs(world.app, 'GET', path('venue'), world.owner));
    const tableOf = (id: string) => venue.guests.find((guest) => guest.id === id)?.table_id;
    expect(ids.map(tableOf)).toEqual([family.id, family.id, family.id, friends.id, friends.id]);
    const unseated = okData<GuestbookTable[]>(
      await callAs(world.app, 'PUT', path('seating'), world.owner, { table_id: null, guest_ids: [ids[0]] }),
    );
    expect(unseated.find((table) => table.id === family.id)).toMatchObject({ guests: 2, seated: 3 });
  });

  it('refuses guests of another invitation and tables of another guestbook, changing nothing', async () => {
    const table = okData<GuestbookTable>(
      await callAs(world.app, 'POST', path('table'), world.owner, { name: 'Meja X', capacity: 3 }),
      201,
    );
    const [mine] = await addGuests(world.db, world.invitationId, 'milik', [{}]);
    const [theirs] = await addGuests(world.db, world.strangerInvitationId, 'orang', [{}]);
    const refused = failureOf(
      await callAs(world.app, 'PUT', path('seating'), world.owner, { table_id: table.id, guest_ids: [mine, theirs] }),
    );
    expect(refused).toMatchObject({
      status: 400,
      errors: [{ field: 'guest_ids', message: 'Ada tamu yang bukan tamu undangan ini' }],
    });
    expect((await tables()).find((item) => item.id === table.id)?.guests).toBe(0);
    const otherTable = failureOf(
      await callAs(world.app, 'PUT', guestbookPath(world.strangerInvitationId, 'seating'), world.owner, {
        table_id: table.id,
        guest_ids: [mine],
      }),
    );
    expect(otherTable.status).toBe(403);
    expect(
      failureOf(
        await callAs(world.app, 'PUT', path('seating'), world.owner, { table_id: 'meja-lain', guest_ids: [mine] }),
      ),
    ).toMatchObject({
      status: 400,
      errors: [{ field: 'table_id', message: 'Meja tidak ditemukan' }],
    });
  });
});

describe('no lost edit of a table or a souvenir kind (docs/product.md#no-lost-edit)', () => {
  const send = (method: 'GET' | 'PUT' | 'DELETE', url: string, ifMatch: string, payload?: object) =>
    world.app.inject({ method, url, payload, headers: { ...world.owner.headers, 'if-match': ifMatch } });

  it.each([
    { kind: 'table', body: { name: 'Meja Versi', capacity: 4 }, changed: { name: 'Meja Versi', capacity: 8 } },
    {
      kind: 'souvenir',
      body: { name: 'Kipas', stock: 50, rule: 'per_guest' },
      changed: { name: 'Kipas', stock: 80, rule: 'per_guest' },
    },
  ])('lists each $kind with its version; a change or removal based on an older one is refused', async (row) => {
    const added = okData<{ id: string }>(await callAs(world.app, 'POST', path(row.kind), world.owner, row.body), 201);
    const versionOf = async () => {
      const listed = await callAs(world.app, 'GET', path(row.kind), world.owner);
      return (listed.json().meta.versions as Record<string, string>)[added.id]!;
    };
    const opened = await versionOf();
    expect(opened).toBeTruthy();
    const url = `/v1/guestbook/${row.kind}/${added.id}`;
    expect((await send('PUT', url, `"${opened}"`, row.changed)).statusCode).toBe(200);
    const saved = await versionOf();
    expect(saved).not.toBe(opened);
    // A second tab that opened the same version: refused, naming who saved, with the version now.
    const stale = await send('PUT', url, `"${opened}"`, row.body);
    expect(failureOf(stale)).toMatchObject({ status: 409, message: changedByMessage('Raka') });
    expect(stale.json().version).toBe(saved);
    expect(failureOf(await send('DELETE', url, `"${opened}"`))).toMatchObject({ status: 409 });
    expect((await callAs(world.app, 'GET', path(row.kind), world.owner)).json().data).toContainEqual(
      expect.objectContaining({ id: added.id, ...row.changed }),
    );
    expect((await send('DELETE', url, `"${saved}"`)).statusCode).toBe(200);
  });
});

describe('greeting screen settings', () => {
  it('answers the defaults until saved, then what was saved', async () => {
    expect(okData<GuestbookSettings>(await callAs(world.app, 'GET', path('settings'), world.owner))).toEqual(
      GUESTBOOK_SETTINGS_DEFAULTS,
    );
    const saved = {
      ...GUESTBOOK_SETTINGS_DEFAULTS,
      screen_layout: 'spotlight',
      greeting_seconds: 15,
      show_table: false,
    };
    expect(okData(await callAs(world.app, 'PUT', path('settings'), world.owner, saved))).toEqual(saved);
    expect(okData(await callAs(world.app, 'GET', path('settings'), world.owner))).toEqual(saved);
    expect((await changes())[0]).toBe('Layar Sapaan update');
    const bad = failureOf(
      await callAs(world.app, 'PUT', path('settings'), world.owner, { ...saved, greeting_seconds: 99 }),
    );
    expect(bad.errors).toContainEqual({ field: 'greeting_seconds', message: 'Lama sapaan harus 3 sampai 60 detik' });
  });

  it('are read with their version; a save based on an older one is refused and changes nothing', async () => {
    const read = async () => (await callAs(world.app, 'GET', path('settings'), world.owner)).json();
    const opened = (await read()).meta.version as string;
    const put = (body: object, version: string) =>
      world.app.inject({
        method: 'PUT',
        url: path('settings'),
        payload: body,
        headers: { ...world.owner.headers, 'if-match': `"${version}"` },
      });
    const first = await put({ screen_layout: 'banner', greeting_seconds: 8, show_table: true }, opened);
    expect(first.statusCode, first.body).toBe(200);
    expect((await read()).meta.version).toBe(first.json().meta.version);
    const stale = await put({ screen_layout: 'classic', greeting_seconds: 20, show_table: true }, opened);
    expect(failureOf(stale)).toMatchObject({ status: 409, message: changedByMessage('Raka') });
    expect((await read()).data).toEqual({
      ...GUESTBOOK_SETTINGS_DEFAULTS,
      screen_layout: 'banner',
      greeting_seconds: 8,
      show_table: true,
    });
  });

  it('keep what a save leaves out: a form that knows only the first three fields changes only those', async () => {
    const all = { screen_layout: 'classic', greeting_seconds: 12, show_table: true, greeting_max_age_seconds: 300 };
    const withCodes = { ...all, vip_greeting: 'Sugeng Rawuh', single_use_codes: true, check_out: true };
    expect(okData(await callAs(world.app, 'PUT', path('settings'), world.owner, withCodes))).toEqual(withCodes);
    const older = { screen_layout: 'spotlight', greeting_seconds: 9, show_table: false };
    expect(okData(await callAs(world.app, 'PUT', path('settings'), world.owner, older))).toEqual({
      ...withCodes,
      ...older,
    });
  });
});
