import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { USHER_CODE_PATTERN } from '../../schemas/requests/guestbook';
import type { Database } from '../../server/db/database';
import { guestbookUshers, invitations } from '../../server/db/schema';
import { guestbookPath, guestbookWorld, signedInUsher, tomorrow } from './guestbook-fixture';
import { callAs, failureOf, type Owner, type TestServer } from './harness';
import { planId, SETUP_TIMEOUT } from './invitation-sample';
import { okData } from './guest-sample';
import { guestbookCountsOf } from '../guestbook-counts-fixture';

/**
 * Who may use an invitation's guestbook (docs/product.md#guestbook): its owner, or an usher with a
 * live code; and only while the plan has the guestbook and the invitation has it on.
 */

let server: TestServer;
let app: FastifyInstance;
let db: Database;
let owner: Owner;
let other: Owner;
let invitationId: string;
let strangerInvitationId: string;

beforeAll(async () => {
  const world = await guestbookWorld();
  ({ server, app, db, owner, other, invitationId, strangerInvitationId } = world);
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const NOT_LUXURY = 'Buku tamu hanya tersedia di paket Luxury';
const NOT_ENABLED = 'Buku tamu belum diaktifkan. Aktifkan di Pengaturan › Umum.';
const CODE_NOT_VALID = 'Kode akses tidak berlaku';

let addresses = 0;
/** The usher's sign-in, each from an address of its own unless told (the call is rate-limited per client). */
const signIn = (code: string, remoteAddress = `10.1.${Math.floor(++addresses / 250)}.${1 + (addresses % 250)}`) =>
  app.inject({ method: 'POST', url: '/v1/guestbook/usher/session', payload: { code }, remoteAddress });

describe('guestbook gating', () => {
  it('answers the owner while the plan has the guestbook and it is on', async () => {
    const counts = okData(await callAs(app, 'GET', guestbookPath(invitationId, 'counts'), owner));
    // An invitation with no guests yet: every count 0.
    expect(counts).toEqual(guestbookCountsOf());
  });

  it('refuses without a token, and another owner', async () => {
    expect(failureOf(await callAs(app, 'GET', guestbookPath(invitationId, 'venue')))).toMatchObject({
      status: 401,
      message: 'Silakan masuk terlebih dahulu',
    });
    expect(failureOf(await callAs(app, 'GET', guestbookPath(invitationId, 'venue'), other))).toMatchObject({
      status: 403,
      message: 'Undangan ini bukan milik Anda',
    });
    expect(failureOf(await callAs(app, 'GET', guestbookPath('tidak-ada', 'venue'), owner)).status).toBe(404);
  });

  it.each([
    ['no plan', { plan_id: null, use_guestbook: true }, NOT_LUXURY],
    ['the fair plan', { plan_id: 'fair', use_guestbook: true }, NOT_LUXURY],
    ['use_guestbook off', { plan_id: 'luxury', use_guestbook: false }, NOT_ENABLED],
  ])('403 with %s, on every kind of call', async (_case, setting, message) => {
    const plan = setting.plan_id && (await planId(db, setting.plan_id));
    const usher = await signedInUsher(app, owner, invitationId);
    await db
      .update(invitations)
      .set({ plan_id: plan, use_guestbook: setting.use_guestbook })
      .where(eq(invitations.id, invitationId));
    try {
      for (const [method, rest, who] of [
        ['GET', 'venue', owner],
        ['GET', 'counts', usher],
        ['GET', 'settings', owner],
        ['GET', 'table', owner],
        ['GET', 'souvenir', owner],
        ['GET', 'usher', owner],
      ] as const) {
        expect(failureOf(await callAs(app, method, guestbookPath(invitationId, rest), who)), rest).toMatchObject({
          status: 403,
          message,
        });
      }
      expect(failureOf(await signIn(usher.code))).toMatchObject({ status: 403, message });
    } finally {
      await db
        .update(invitations)
        .set({ plan_id: await planId(db, 'luxury'), use_guestbook: true })
        .where(eq(invitations.id, invitationId));
    }
  });
});

describe('usher access', () => {
  it('gives an 8-character code the usher trades for a token of that invitation', async () => {
    const created = await callAs(app, 'POST', guestbookPath(invitationId, 'usher'), owner, {
      name: 'Mbak Rina',
      expires_at: tomorrow(),
    });
    const access = okData<{ id: string; code: string; revoked_at: null }>(created, 201);
    expect(access.code).toMatch(new RegExp(USHER_CODE_PATTERN));
    expect(access.revoked_at).toBeNull();
    const session = okData<{ token: string; invitation_id: string; name: string }>(await signIn(access.code));
    expect(session).toMatchObject({ invitation_id: invitationId, name: 'Mbak Rina' });
    const usher = { headers: { authorization: `Bearer ${session.token}` } };
    const venue = okData<{ viewer: unknown }>(await callAs(app, 'GET', guestbookPath(invitationId, 'venue'), usher));
    expect(venue.viewer).toEqual({ role: 'usher', name: 'Mbak Rina' });
    const list = okData<{ id: string }[]>(await callAs(app, 'GET', guestbookPath(invitationId, 'usher'), owner));
    expect(list.map((item) => item.id)).toContain(access.id);
  });

  it('refuses a wrong, an expired and a revoked code, and a revoked usher’s token stops working at once', async () => {
    expect(failureOf(await signIn('ABCDEFGH'))).toMatchObject({ status: 401, message: CODE_NOT_VALID });
    expect(failureOf(await signIn('abc')).status).toBe(400);

    const expired = await signedInUsher(app, owner, invitationId, 'Kadaluwarsa');
    await db
      .update(guestbookUshers)
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where(eq(guestbookUshers.id, expired.id));
    expect(failureOf(await signIn(expired.code))).toMatchObject({ status: 401, message: CODE_NOT_VALID });
    expect(failureOf(await callAs(app, 'GET', guestbookPath(invitationId, 'counts'), expired)).status).toBe(401);

    const usher = await signedInUsher(app, owner, invitationId, 'Dicabut');
    expect((await callAs(app, 'GET', guestbookPath(invitationId, 'counts'), usher)).statusCode).toBe(200);
    const revoked = await callAs(app, 'DELETE', `/v1/guestbook/usher/${usher.id}`, owner);
    expect(okData<{ revoked_at: string | null }>(revoked).revoked_at).not.toBeNull();
    // Giving and revoking an access are changes of the invitation, by its owner (docs/product.md#changes).
    const changes = okData<{ subject: string; action: string; entity_key: string }[]>(
      await callAs(app, 'GET', `/v1/invitation/${invitationId}/change`, owner),
    );
    expect(changes.filter((change) => change.entity_key === `usher:${usher.id}`)).toMatchObject([
      { subject: 'Penerima Tamu', action: 'delete' },
      { subject: 'Penerima Tamu', action: 'create' },
    ]);
    expect(failureOf(await callAs(app, 'GET', guestbookPath(invitationId, 'counts'), usher))).toMatchObject({
      status: 401,
      message: 'Akses penerima tamu sudah tidak berlaku',
    });
    expect(failureOf(await signIn(usher.code))).toMatchObject({ status: 401, message: CODE_NOT_VALID });
  });

  it('keeps an expiry in the future and at most 30 days ahead', async () => {
    const path = guestbookPath(invitationId, 'usher');
    const past = failureOf(
      await callAs(app, 'POST', path, owner, { name: 'A', expires_at: new Date(Date.now() - 60_000).toISOString() }),
    );
    expect(past.status).toBe(400);
    expect(past.errors).toEqual([{ field: 'expires_at', message: 'Batas waktu akses harus setelah saat ini' }]);
    const far = failureOf(
      await callAs(app, 'POST', path, owner, {
        name: 'A',
        expires_at: new Date(Date.now() + 31 * 86_400_000).toISOString(),
      }),
    );
    expect(far.errors).toEqual([{ field: 'expires_at', message: 'Akses penerima tamu paling lama 30 hari' }]);
  });

  it('lets an usher only at the door: the owner’s calls answer 403', async () => {
    const usher = await signedInUsher(app, owner, invitationId);
    const owners = [
      ['GET', 'settings'],
      ['PUT', 'settings', { screen_layout: 'banner', greeting_seconds: 5, show_table: false }],
      ['GET', 'table'],
      ['POST', 'table', { name: 'Meja 1', capacity: 8 }],
      ['PUT', 'seating', { table_id: null, group: 'Keluarga' }],
      ['GET', 'souvenir'],
      ['POST', 'souvenir', { name: 'Kipas', stock: 10, rule: 'per_guest' }],
      ['GET', 'usher'],
      ['POST', 'usher', { name: 'Lagi', expires_at: tomorrow() }],
    ] as const;
    for (const [method, rest, body] of owners) {
      const answer = await callAs(app, method, guestbookPath(invitationId, rest), usher, body);
      expect(failureOf(answer), `${method} ${rest}`).toMatchObject({
        status: 403,
        message: 'Hanya pemilik undangan yang dapat melakukan ini',
      });
    }
    const other = await signedInUsher(app, owner, invitationId, 'Lain');
    expect(failureOf(await callAs(app, 'DELETE', `/v1/guestbook/usher/${other.id}`, usher)).status).toBe(403);
    // The door's calls work.
    for (const rest of ['venue', 'counts']) {
      expect((await callAs(app, 'GET', guestbookPath(invitationId, rest), usher)).statusCode).toBe(200);
    }
  });

  it('opens one invitation only: another invitation answers 403', async () => {
    const usher = await signedInUsher(app, owner, invitationId);
    expect(failureOf(await callAs(app, 'GET', guestbookPath(strangerInvitationId, 'venue'), usher))).toMatchObject({
      status: 403,
      message: 'Akses ini bukan untuk undangan ini',
    });
  });

  it('lets a client try 10 codes a minute', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await signIn('ABCDEFGH', '10.200.0.1')).statusCode);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(failureOf(await signIn('ABCDEFGH', '10.200.0.1'))).toMatchObject({
      status: 429,
      message: 'Terlalu banyak permintaan. Coba lagi dalam 1 menit.',
    });
  });
});

describe('the guestbook in /openapi.json', () => {
  it('lists its calls with their schemas, the bearer token on all but the usher’s sign-in', async () => {
    type Operation = { security?: unknown; requestBody?: unknown };
    const doc = (await app.inject('/openapi.json')).json() as { paths: Record<string, Record<string, Operation>> };
    const calls = [
      ['post', '/v1/guestbook/usher/session'],
      ['get', '/v1/invitation/{id}/guestbook/usher'],
      ['post', '/v1/invitation/{id}/guestbook/usher'],
      ['delete', '/v1/guestbook/usher/{usherId}'],
      ['get', '/v1/invitation/{id}/guestbook/venue'],
      ['post', '/v1/invitation/{id}/guestbook/check-in'],
      ['post', '/v1/invitation/{id}/guestbook/walk-in'],
      ['delete', '/v1/guestbook/check-in/{checkInId}'],
      ['post', '/v1/invitation/{id}/guestbook/souvenir-handout'],
      ['get', '/v1/invitation/{id}/guestbook/counts'],
      ['put', '/v1/invitation/{id}/guestbook/settings'],
      ['post', '/v1/invitation/{id}/guestbook/table'],
      ['put', '/v1/guestbook/table/{tableId}'],
      ['put', '/v1/invitation/{id}/guestbook/seating'],
      ['post', '/v1/invitation/{id}/guestbook/souvenir'],
      ['delete', '/v1/guestbook/souvenir/{souvenirId}'],
    ] as const;
    for (const [method, path] of calls) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      if (method === 'post' || method === 'put') expect(operation?.requestBody, path).toBeDefined();
      expect(operation?.security, path).toEqual(path.endsWith('/session') ? [] : [{ bearerAuth: [] }]);
    }
  });
});
