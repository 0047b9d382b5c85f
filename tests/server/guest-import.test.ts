import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuestImportRow } from '../../schemas/requests/guests';
import type { GuestImportResult, GuestListMeta, OwnerGuest } from '../../schemas/responses/owner-guests';
import { guests } from '../../server/db/schema';
import { callAs, failureOf, registerOwner, testServer, type Owner, type TestServer } from './harness';
import { guestListInvitation, okData } from './guest-sample';
import { SETUP_TIMEOUT } from './invitation-sample';

/**
 * POST /v1/invitation/{id}/guest/import (docs/product.md#guest-import): rows the owner checked in the
 * import's preview, at most 500 a call; a row that is already a guest (the same number, or the same
 * name where it has no number) or came earlier in the call is skipped, so a file imported twice adds
 * nobody twice.
 */

let server: TestServer;
let owner: Owner;
let stranger: Owner;

const db = () => server.database.db;
/** Imports as the owner, another owner, or (null) nobody signed in. */
const importInto = (invitationId: string, rows: GuestImportRow[], who: Owner | null = owner) =>
  callAs(server.app, 'POST', `/v1/invitation/${invitationId}/guest/import`, who ?? undefined, { guests: rows });
const imported = async (invitationId: string, rows: GuestImportRow[]) =>
  okData<GuestImportResult>(await importInto(invitationId, rows), 201);
const listOf = async (invitationId: string) =>
  (await callAs(server.app, 'GET', `/v1/invitation/${invitationId}/guest`, owner)).json() as {
    data: OwnerGuest[];
    meta: GuestListMeta;
  };

/** `count` distinct guests, each with a group and a valid number (0812 and 7 digits from `from`). */
const manyRows = (count: number, from = 0): GuestImportRow[] =>
  Array.from({ length: count }, (_, n) => ({
    name: `Tamu Impor ${from + n + 1}`,
    group: ['Keluarga', 'Teman Kantor', 'Tetangga'][n % 3],
    whatsapp_number: `0812${String(from + n).padStart(7, '0')}`,
  }));

beforeAll(async () => {
  server = await testServer();
  owner = await registerOwner(server.app, 'Raka');
  stranger = await registerOwner(server.app, 'Orang Lain');
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe('importing guests', () => {
  it('adds new rows with their numbers as +62… and groups trimmed, in the order of the file (201)', async () => {
    const { id } = await guestListInvitation(db(), owner.user.id, 'impor');
    const response = await importInto(id, [
      { name: 'Andi', group: ' Keluarga ', whatsapp_number: '081234567890' },
      { name: 'Budi', whatsapp_number: '6281298765432' },
      { name: 'Citra', group: '   ' },
      { name: 'Dewi', group: 'Alumni', whatsapp_number: '+6285711112222' },
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ data: { added: 4, skipped: 0 } });
    const { data, meta } = await listOf(id);
    expect(data.map(({ name, group, whatsapp_number }) => ({ name, group, whatsapp_number }))).toEqual([
      { name: 'Andi', group: 'Keluarga', whatsapp_number: '+6281234567890' },
      { name: 'Budi', group: null, whatsapp_number: '+6281298765432' },
      { name: 'Citra', group: null, whatsapp_number: null },
      { name: 'Dewi', group: 'Alumni', whatsapp_number: '+6285711112222' },
    ]);
    expect(data.every((guest) => /^[0-9a-f]{12}$/.test(guest.code) && guest.sent_at === null)).toBe(true);
    expect(meta.groups).toEqual(['Alumni', 'Keluarga']);
  });

  it('skips rows that are guests already or came earlier in the call: by number, else by name', async () => {
    const { id } = await guestListInvitation(db(), owner.user.id, 'ganda');
    okData(
      await callAs(server.app, 'POST', `/v1/invitation/${id}/guest`, owner, {
        name: 'Sudah Ada',
        whatsapp_number: '081300000001',
      }),
      201,
    );
    okData(await callAs(server.app, 'POST', `/v1/invitation/${id}/guest`, owner, { name: 'José Ramírez' }), 201);
    const result = await imported(id, [
      { name: 'Nama Lain', whatsapp_number: '+6281300000001' }, // an existing guest's number
      { name: 'jose  ramirez' }, // an existing guest's name (case, spaces and accents aside)
      { name: 'Baru Satu', whatsapp_number: '081300000002' },
      { name: 'Baru Satu Lagi', whatsapp_number: '6281300000002' }, // the row above's number
      { name: 'Tanpa Nomor' },
      { name: 'TANPA NOMOR' }, // the row above's name
      { name: 'Tanpa Nomor', whatsapp_number: '081300000003' }, // the same name, but a number of its own
    ]);
    expect(result).toEqual({ added: 3, skipped: 4 });
    expect((await listOf(id)).data.map((guest) => guest.name)).toEqual([
      'Sudah Ada',
      'José Ramírez',
      'Baru Satu',
      'Tanpa Nomor',
      'Tanpa Nomor',
    ]);
  });

  it('adds nobody when the same file is imported again', async () => {
    const { id } = await guestListInvitation(db(), owner.user.id, 'ulang');
    const rows = [...manyRows(20), { name: 'Tanpa Nomor' }];
    expect(await imported(id, rows)).toEqual({ added: 21, skipped: 0 });
    expect(await imported(id, rows)).toEqual({ added: 0, skipped: 21 });
    expect((await listOf(id)).meta.all).toBe(21);
  });

  it('keeps guests with the root: an import through a version is the same list', async () => {
    const { id, version } = await guestListInvitation(db(), owner.user.id, 'akar', { version: true });
    expect(await imported(version, manyRows(3))).toEqual({ added: 3, skipped: 0 });
    expect(await imported(id, manyRows(3))).toEqual({ added: 0, skipped: 3 });
    const rows = await db().select().from(guests).where(eq(guests.invitation_id, id));
    expect(rows).toHaveLength(3);
  });

  it('adds each number once when two imports of the same rows race', async () => {
    const { id } = await guestListInvitation(db(), owner.user.id, 'balapan');
    const rows = manyRows(200, 5_000);
    const results = await Promise.all([imported(id, rows), imported(id, rows), imported(id, rows)]);
    expect(results.reduce((sum, result) => sum + result.added, 0)).toBe(200);
    expect(results.every((result) => result.added + result.skipped === 200)).toBe(true);
    expect((await listOf(id)).meta.all).toBe(200);
  });

  it("imports 2,000 guests in 4 calls of 500, in the file's order (its time: npm run bench:guest-import)", async () => {
    const { id } = await guestListInvitation(db(), owner.user.id, 'ribuan');
    const rows = manyRows(2_000, 100_000);
    for (let start = 0; start < rows.length; start += 500) {
      expect(await imported(id, rows.slice(start, start + 500))).toEqual({ added: 500, skipped: 0 });
    }
    const { data, meta } = await listOf(id);
    expect(meta).toMatchObject({ total: 2_000, all: 2_000, groups: ['Keluarga', 'Teman Kantor', 'Tetangga'] });
    expect(data.map((guest) => guest.name)).toEqual(rows.map((row) => row.name));
    expect(await imported(id, rows.slice(0, 500))).toEqual({ added: 0, skipped: 500 });
  });
});

describe('what an import refuses', () => {
  it('gives the messages for no rows, too many rows, a bad number and a blank name (400)', async () => {
    const { id } = await guestListInvitation(db(), owner.user.id, 'tolak');
    const cases: [unknown, { field: string; message: string }][] = [
      [{ guests: [] }, { field: 'guests', message: 'Tidak ada tamu untuk diimpor' }],
      [{}, { field: 'guests', message: 'Tidak ada tamu untuk diimpor' }],
      [{ guests: manyRows(501) }, { field: 'guests', message: 'Maksimal 500 tamu sekali kirim' }],
      [
        { guests: [{ name: 'A' }, { name: 'B', whatsapp_number: '0812 3456 abcd' }] },
        { field: 'guests.1.whatsapp_number', message: 'Format nomor WhatsApp tidak valid' },
      ],
      [{ guests: [{ name: '   ' }] }, { field: 'guests.0.name', message: 'Nama tamu wajib diisi' }],
      [{ guests: [{ name: 'A', code: 'x' }] }, { field: 'guests.0', message: 'Data tamu tidak dikenal' }],
    ];
    for (const [payload, error] of cases) {
      const response = await callAs(server.app, 'POST', `/v1/invitation/${id}/guest/import`, owner, payload as never);
      expect(failureOf(response), JSON.stringify(payload).slice(0, 80)).toEqual({
        status: 400,
        message: `${error.field}: ${error.message}`,
        errors: [error],
      });
    }
    expect((await listOf(id)).meta.all).toBe(0);
  });

  it('answers 401 without a session, 403 to another owner and 404 for no such invitation, adding nobody', async () => {
    const { id } = await guestListInvitation(db(), owner.user.id, 'milik');
    expect(failureOf(await importInto(id, manyRows(2), null))).toMatchObject({
      status: 401,
      message: 'Silakan masuk terlebih dahulu',
    });
    expect(failureOf(await importInto(id, manyRows(2), stranger))).toMatchObject({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(failureOf(await importInto('tidak-ada', manyRows(2)))).toMatchObject({
      status: 404,
      message: 'Undangan tidak ditemukan',
    });
    expect(await db().select().from(guests).where(eq(guests.invitation_id, id))).toEqual([]);
  });
});
