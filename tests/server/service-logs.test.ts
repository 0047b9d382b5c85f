import { sql } from 'drizzle-orm';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/http/log-options';
import { guests } from '../../server/db/schema';
import { ROOT, SETUP_TIMEOUT, twoOwnersWithSamples } from './invitation-sample';
import { testServer, type TestServer } from './harness';

/**
 * The server's log (docs/operations.md#logs): JSON lines, one per request with its id, method, route,
 * status and time, every 5xx with its error and stack, and never a credential, a phone number or a
 * guest's words, whatever the request carried.
 */

const lines: Record<string, unknown>[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean))
      lines.push(JSON.parse(line) as Record<string, unknown>);
    done();
  },
});

const SECRET_WORDS = {
  password: 'kata-sandi-rahasia-sekali',
  message: 'Selamat menempuh hidup baru dari Bude Sri',
  phone: '+6281299887766',
  cookie: 'sesi=kue-rahasia',
  usherCode: 'QWER5678',
};

let server: TestServer;
let owner: Awaited<ReturnType<typeof twoOwnersWithSamples>>['owner'];
let guestCode: string;
beforeAll(async () => {
  server = await testServer({ logger: await loggerOptions({ level: 'info', stream }) });
  ({ owner } = await twoOwnersWithSamples(server));
  const [guest] = await server.database.db
    .insert(guests)
    .values({ invitation_id: ROOT, name: 'Tamu Rahasia', whatsapp_number: SECRET_WORDS.phone })
    .returning();
  guestCode = guest!.code;
}, SETUP_TIMEOUT);
afterAll(() => server.close());

const since = (mark: number) => lines.slice(mark);
const requestLines = (mark: number) =>
  since(mark).filter((line) => line.msg === 'request' || line.msg === 'request failed');

describe('the log', () => {
  it('has one line per request with its id, method, route, status and time', async () => {
    const mark = lines.length;
    await server.app.inject({ method: 'GET', url: `/v1/guest/code/${guestCode}?slug=raka` });
    await server.app.inject({ method: 'GET', url: '/v1/auth/me', headers: owner.headers });
    const [first, second] = requestLines(mark);
    expect(requestLines(mark)).toHaveLength(2);
    expect(first).toMatchObject({ level: 30, method: 'GET', route: '/v1/guest/code/:code', status: 200 });
    expect(second).toMatchObject({ method: 'GET', route: '/v1/auth/me', status: 200 });
    for (const line of [first!, second!]) {
      expect(line.reqId).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof line.ms).toBe('number');
    }
    expect(first!.reqId).not.toBe(second!.reqId);
  });

  it('holds no password, token, cookie, code, phone number or guest message', async () => {
    const mark = lines.length;
    await server.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'orang@contoh.id', password: SECRET_WORDS.password },
      headers: { cookie: SECRET_WORDS.cookie },
    });
    await server.app.inject({
      method: 'GET',
      url: '/v1/auth/me',
      headers: { ...owner.headers, cookie: SECRET_WORDS.cookie },
    });
    await server.app.inject({
      method: 'POST',
      url: '/v1/wish',
      payload: { name: 'Bude Sri', message: SECRET_WORDS.message, invitation_id: ROOT },
    });
    await server.app.inject({ method: 'GET', url: `/raka?to=${guestCode}` });
    await server.app.inject({ method: 'GET', url: `/guestbook/${SECRET_WORDS.usherCode}` });
    const text = JSON.stringify(since(mark));
    expect(requestLines(mark).length).toBeGreaterThanOrEqual(5);
    for (const secret of [
      ...Object.values(SECRET_WORDS),
      owner.headers.authorization.slice('Bearer '.length),
      guestCode,
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(requestLines(mark).map((line) => line.route)).toContain('/guestbook/…');
  });

  it('logs a 5xx with its error and stack, without the values of the query that failed', async () => {
    await server.database.db.execute(
      sql.raw('ALTER TABLE wishes ADD CONSTRAINT no_wishes_today CHECK (false) NOT VALID'),
    );
    try {
      const mark = lines.length;
      const response = await server.app.inject({
        method: 'POST',
        url: '/v1/wish',
        payload: { name: 'Bude Sri', message: SECRET_WORDS.message, invitation_id: ROOT },
        remoteAddress: '127.81.0.1',
      });
      expect(response.statusCode).toBe(500);
      const failed = since(mark).find((line) => line.level === 50 && line.err) as {
        err: { stack: string; message: string };
      };
      expect(failed.err.stack).toMatch(/\n\s+at /);
      expect(failed.err.message).toContain('insert into "wishes"');
      expect(JSON.stringify(failed)).toContain('no_wishes_today');
      expect(JSON.stringify(since(mark))).not.toContain(SECRET_WORDS.message);
      expect(requestLines(mark)).toEqual([expect.objectContaining({ level: 50, route: '/v1/wish', status: 500 })]);
    } finally {
      await server.database.db.execute(sql.raw('ALTER TABLE wishes DROP CONSTRAINT no_wishes_today'));
    }
  });
});
