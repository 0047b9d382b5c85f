import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../server/config';
import { ACCOUNT_LIMIT_MESSAGE } from '../../server/services/limits/account-attempt-limit';
import { RATE_LIMIT_MESSAGE } from '../../server/services/limits/public-write-limit';
import type { DatabaseHandle } from '../../server/db/database';
import { testApp, testDatabase, type TestServer } from './harness';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const PASSWORD = 'kata-sandi-kuat';

// Password checks are slow by design and the machine may be loaded: room for a burst of them.
const BURST_TIMEOUT = 90_000;

let database: DatabaseHandle;
beforeAll(async () => {
  database = await testDatabase();
});
afterAll(() => database.close());

/** An API process on the file's database; each test's processes are closed after it. */
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});
async function server(options: Parameters<typeof testApp>[1] = {}) {
  const started = await testApp(database, options);
  servers.push(started);
  return started;
}

async function register(app: TestServer['app'], email = `${randomUUID()}@contoh.id`) {
  const response = await app.inject({
    method: 'POST',
    url: '/v1/auth/register',
    payload: { name: 'Sari', email, password: PASSWORD },
    remoteAddress: '127.0.0.9',
  });
  expect(response.statusCode).toBe(201);
  return email;
}

const login = (app: TestServer['app'], email: string, password: string, forwardedFor?: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email, password },
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

/** Wrong passwords, each from a new address named in X-Forwarded-For: the attack of the hardening issue. */
async function rotatingBurst(app: TestServer['app'], email: (n: number) => string, count: number) {
  const statuses: number[] = [];
  for (let n = 0; n < count; n++) {
    statuses.push((await login(app, email(n), 'salah-sandi', `127.61.${n}.1`)).statusCode);
  }
  return statuses;
}

describe('TRUST_PROXY', () => {
  it('trusts nothing when unset, a hop count when a number, else the listed addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    const twoHops = parseTrustProxy('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => twoHops('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16')).toEqual(['10.0.0.1', '192.168.0.0/16']);
    expect(() => parseTrustProxy('true')).toThrow('TRUST_PROXY');
  });
});

describe('login limits per address', () => {
  it(
    'ignores X-Forwarded-For by default: a header-rotating burst is cut off, the right password too',
    async () => {
      const { app } = await server();
      const email = await register(app);
      const statuses = await rotatingBurst(app, () => email, 11);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      const right = await login(app, email, PASSWORD, '127.61.99.1');
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    },
    BURST_TIMEOUT,
  );

  it(
    'honours X-Forwarded-For from a trusted proxy (hop count or address), not from another peer',
    async () => {
      for (const trustProxy of [parseTrustProxy('1'), parseTrustProxy('127.0.0.1')]) {
        const { app } = await server({ trustProxy });
        // Different accounts, so only the per-address limit could refuse: each address is new.
        expect(await rotatingBurst(app, (n) => `orang-${n}@contoh.id`, 12)).toEqual(Array(12).fill(401));
        // One address behind the proxy is limited like any client.
        const statuses: number[] = [];
        for (let n = 0; n < 11; n++)
          statuses.push((await login(app, `x${n}@contoh.id`, 'salah', '10.1.1.1')).statusCode);
        expect(statuses[10]).toBe(429);
      }
      const { app } = await server({ trustProxy: parseTrustProxy('10.9.9.9') });
      expect((await rotatingBurst(app, (n) => `orang-${n}@contoh.id`, 11))[10]).toBe(429);
    },
    BURST_TIMEOUT,
  );
});

describe('one budget for every password call', () => {
  it(
    'counts registrations, logins and password changes of one address together',
    async () => {
      const { app } = await server();
      const from = { remoteAddress: '127.0.0.5' };
      const statuses: number[] = [];
      for (let n = 0; n < 5; n++) {
        const payload = { name: 'Sari', email: `${randomUUID()}@contoh.id`, password: PASSWORD };
        statuses.push((await app.inject({ method: 'POST', url: '/v1/auth/register', payload, ...from })).statusCode);
      }
      for (let n = 0; n < 6; n++) {
        const payload = { email: `${randomUUID()}@contoh.id`, password: 'salah-sandi' };
        statuses.push((await app.inject({ method: 'POST', url: '/v1/auth/login', payload, ...from })).statusCode);
      }
      expect(statuses).toEqual([...Array(5).fill(201), ...Array(5).fill(401), 429]);
    },
    BURST_TIMEOUT,
  );

  it(
    "counts an account's wrong logins and its password changes together",
    async () => {
      const { app } = await server({ trustProxy: parseTrustProxy('1') });
      const email = await register(app);
      const session = await login(app, email, PASSWORD, '127.63.0.1');
      const headers = { authorization: `Bearer ${session.json().data.access_token}`, 'x-forwarded-for': '127.63.0.2' };
      expect((await rotatingBurst(app, () => email, 9)).every((status) => status === 401)).toBe(true);
      const change = () =>
        app.inject({
          method: 'PUT',
          url: '/v1/auth/password',
          headers,
          payload: { current_password: 'salah-sandi', new_password: 'Kebun-Mawar-Biru-2027' },
        });
      // The right login counted as the tenth attempt; the password change is the eleventh.
      const refused = await change();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ message: ACCOUNT_LIMIT_MESSAGE });
    },
    BURST_TIMEOUT,
  );
});

describe('login limits per account', () => {
  it(
    'cuts off guesses at one account from rotating addresses, and leaves other accounts alone',
    async () => {
      const { app } = await server({ trustProxy: parseTrustProxy('1') });
      const target = await register(app);
      const other = await register(app);
      const statuses = await rotatingBurst(app, () => target, 11);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);
      const right = await login(app, target.toUpperCase(), PASSWORD, '127.62.0.1');
      expect(right.statusCode).toBe(429);
      expect(right.json()).toEqual({ message: ACCOUNT_LIMIT_MESSAGE });
      expect((await login(app, other, PASSWORD, '127.62.0.2')).statusCode).toBe(200);
    },
    BURST_TIMEOUT,
  );
});

describe('limits shared across server processes', () => {
  it(
    'holds the per-address and per-account limits across two apps on one Redis',
    async () => {
      const rateLimitNameSpace = `test-${randomUUID()}-`;
      const first = await server({ redisUrl: REDIS_URL, rateLimitNameSpace });
      const second = await server({ redisUrl: REDIS_URL, rateLimitNameSpace });
      const statuses: number[] = [];
      for (let n = 0; n < 11; n++) {
        const app = n % 2 === 0 ? first.app : second.app;
        statuses.push((await login(app, `orang-${n}@contoh.id`, 'salah-sandi')).statusCode);
      }
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses[10]).toBe(429);

      const behindProxy = { redisUrl: REDIS_URL, rateLimitNameSpace, trustProxy: parseTrustProxy('1') };
      const third = await server(behindProxy);
      const fourth = await server(behindProxy);
      const account: number[] = [];
      for (let n = 0; n < 11; n++) {
        const app = n % 2 === 0 ? third.app : fourth.app;
        account.push((await login(app, 'sasaran@contoh.id', 'salah-sandi', `127.63.${n}.1`)).statusCode);
      }
      expect(account.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(account[10]).toBe(429);
    },
    BURST_TIMEOUT,
  );
});
