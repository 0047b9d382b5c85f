import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { Writable } from 'node:stream';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/http/log-options';
import { RATE_LIMIT_MESSAGE } from '../../server/services/limits/public-write-limit';
import { registerOwner, testServer, type TestServer } from './harness';
import { SETUP_TIMEOUT, storeSample } from './invitation-sample';
import { freePort } from '../free-port';

/**
 * A Redis that blinks (docs/operations.md#redis): a Redis of the test's own on another port, killed
 * and started again under the app. While it is away guest writes still answer (201, then 429 past the
 * limit, counted in memory), never 500, and the log says so; once it is back, the counts are in it again.
 */

const REDIS = '/usr/bin/redis-server';
const LIMIT = 3;

let port: number;
let redis: ChildProcess | undefined;
/** Starts the test's Redis and waits for it to answer. */
async function startRedis(): Promise<void> {
  redis = spawn(REDIS, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, retryStrategy: () => 50 });
  client.on('error', () => undefined);
  await client.connect().catch(() => undefined);
  await client.ping();
  client.disconnect();
}
async function stopRedis(): Promise<void> {
  const stopped = new Promise((done) => redis!.once('exit', done));
  redis!.kill('SIGKILL');
  await stopped;
}

const warnings: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      const { level, msg } = JSON.parse(line) as { level: number; msg: string };
      if (level >= 40) warnings.push(msg);
    }
    done();
  },
});

let server: TestServer;
const nameSpace = `blink-${randomUUID()}-`;
beforeAll(async () => {
  port = await freePort();
  await startRedis();
  server = await testServer({
    redisUrl: `redis://127.0.0.1:${port}`,
    rateLimitNameSpace: nameSpace,
    publicWriteLimit: LIMIT,
    logger: await loggerOptions({ level: 'warn', stream: logStream }),
  });
  const { user } = await registerOwner(server.app);
  await storeSample(server.database.db, user.id, 'kedip');
}, SETUP_TIMEOUT);
afterAll(async () => {
  await server?.close();
  redis?.kill('SIGKILL');
});

const wish = (address: string) =>
  server.app.inject({
    method: 'POST',
    url: '/v1/wish',
    payload: { name: 'Sinta', message: 'Selamat!', invitation_id: 'kedip-invitation' },
    remoteAddress: address,
  });

describe.skipIf(!existsSync(REDIS))('Redis going away and coming back', () => {
  it('keeps answering guest writes in memory, with their limit, and counts in Redis again once it is back', async () => {
    expect((await wish('127.91.0.1')).statusCode).toBe(201);

    await stopRedis();
    const away: number[] = [];
    for (let n = 0; n <= LIMIT; n++) away.push((await wish('127.91.0.2')).statusCode);
    expect(away).toEqual([...Array(LIMIT).fill(201), 429]);
    expect((await wish('127.91.0.2')).json()).toEqual({ message: RATE_LIMIT_MESSAGE });
    expect(warnings.some((line) => line.includes('Redis does not answer'))).toBe(true);

    await startRedis();
    const probe = new Redis({ port, host: '127.0.0.1' });
    try {
      // Back in Redis: a write from a new address is counted there (its key appears).
      await expect
        .poll(async () => {
          await wish(`127.91.1.${1 + Math.floor(Math.random() * 250)}`);
          return (await probe.keys(`${nameSpace}*`)).length;
        })
        .toBeGreaterThan(0);
    } finally {
      probe.disconnect();
    }
  });
});
