import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { is, sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerGuest } from '../../schemas/responses/owner-guests';
import * as schema from '../../server/db/schema';
import { callAs, testServer, type Owner, type TestServer } from './harness';
import { okData } from './guest-sample';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';

/**
 * Privacy (docs/product.md#guest-list): nothing of a guest's device or connection is kept. A guest
 * answers the RSVP, sends a wish and confirms a gift from a distinctive address with a distinctive
 * browser; afterwards no row of any table, and nothing in the owner's export, holds either, and no
 * column is there to hold an address or a user agent.
 */

const USER_AGENT = 'PrivasiProbe/7.3 (Ponsel Tamu; zq-4417-kode-unik)';
const ADDRESS = '203.0.113.77';
const FORWARDED = '198.51.100.23';
const TRACES = [USER_AGENT, 'zq-4417-kode-unik', ADDRESS, FORWARDED];

let server: TestServer;
let owner: Owner;
let guest: OwnerGuest;

/** A guest's call from their phone: their browser's user agent, their address, a proxy's header. */
const fromPhone = (url: string, payload: object) =>
  server.app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: ADDRESS,
    headers: { 'user-agent': USER_AGENT, 'x-forwarded-for': FORWARDED, 'x-real-ip': FORWARDED },
  });

type Db = TestServer['database']['db'];
const rowsOf = async (db: Db, query: string) =>
  ((await db.execute(sql.raw(query))) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  // Behind a proxy the server trusts: the forwarded address is what it would see as the client's.
  server = await testServer({ publicWriteLimit: 1000, trustProxy: [ADDRESS] });
  ({ owner } = await twoOwnersWithSamples(server));
  guest = okData<OwnerGuest>(
    await callAs(server.app, 'POST', `/v1/invitation/${ROOT}/guest`, owner, { name: 'Tamu Rahasia' }),
    201,
  );
  // The guest opens their link, answers, writes and confirms a gift, all from their phone.
  const opened = await server.app.inject({
    url: `/v1/guest/code/${guest.code}?slug=raka`,
    remoteAddress: ADDRESS,
    headers: { 'user-agent': USER_AGENT, 'x-forwarded-for': FORWARDED },
  });
  expect(opened.statusCode).toBe(200);
  const answers = [
    await fromPhone('/v1/invitation-rsvp', {
      invitation_id: ROOT,
      guest_id: guest.id,
      use_multiple_event: true,
      pax: 1,
      events: [{ event_id: 'raka-event-akad', is_attend: true }],
    }),
    await fromPhone('/v1/wish', { name: 'Tamu Rahasia', message: 'Selamat!', invitation_id: ROOT, guest_id: guest.id }),
    await fromPhone('/v1/wish', { name: 'Tanpa Tautan', message: 'Bahagia selalu', invitation_id: ROOT }),
    await fromPhone('/v1/gift/wishlist/confirmation', {
      buyer_name: 'Tamu Rahasia',
      whatsapp_number: '081234567890',
      purchase_date: '2030-01-01T00:00:00.000Z',
      shipping_expedition: 'JNE',
      shipping_receipt: 'JNE-RAHASIA',
      invitation_wishlist_id: 'raka-monstera',
      invitation_id: ROOT,
      guest_id: guest.id,
      status: 'pending',
    }),
  ];
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, 201, 201]);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

describe("a guest's address and device are never stored", () => {
  it('appear in no row of any table of the database', async () => {
    const db = server.database.db;
    const tables = await rowsOf(
      db,
      `select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
    );
    const names = tables.map((t) => String(t.table_name));
    // Every table of the schema is among those read (and the guest's answers are in them).
    const declared = Object.values(schema)
      .filter((value) => is(value, PgTable))
      .map((table) => getTableConfig(table as PgTable).name);
    expect(declared.length).toBeGreaterThan(10);
    for (const name of declared) expect(names, name).toContain(name);
    let everything = '';
    for (const { table_schema, table_name } of tables) {
      const rows = await rowsOf(db, `select * from "${String(table_schema)}"."${String(table_name)}"`);
      const text = JSON.stringify(rows);
      everything += text;
      for (const trace of TRACES) expect(text.includes(trace), `${String(table_name)} holds ${trace}`).toBe(false);
    }
    // The reading finds what the guest did send.
    for (const sent of ['Tamu Rahasia', 'Tanpa Tautan', 'JNE-RAHASIA', guest.id]) expect(everything).toContain(sent);
  });

  it('have no column to be stored in', async () => {
    const columns = await rowsOf(
      server.database.db,
      `select table_name, column_name from information_schema.columns
        where table_schema not in ('pg_catalog', 'information_schema')`,
    );
    expect(columns.length).toBeGreaterThan(50);
    const suspicious = columns
      .map((c) => `${String(c.table_name)}.${String(c.column_name)}`)
      .filter((name) => /(^|[._])ip($|_)|ip_?addr|remote|user_?agent|agent|device|browser|forwarded/i.test(name));
    expect(suspicious).toEqual([]);
  });

  it("appear nowhere in the owner's export", async () => {
    const response = await callAs(server.app, 'GET', `/v1/invitation/${ROOT}/export`, owner);
    expect(response.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    expect(Object.keys(files)).toHaveLength(12);
    const all = Object.values(files)
      .map((bytes) => strFromU8(bytes))
      .join('\n');
    expect(all).toContain('Tamu Rahasia');
    expect(all).toContain('JNE-RAHASIA');
    for (const trace of TRACES) expect(all.includes(trace), trace).toBe(false);
  });
});
