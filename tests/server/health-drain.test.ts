import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { standInApp } from './harness';
import { freePort } from '../free-port';

/**
 * The server as an operator runs it (server/main.ts in a process of its own): /healthz and /readyz,
 * JSON log lines on stdout, and a SIGTERM that lets the request under way finish, answers 503 to
 * what comes after it, and exits 0 (docs/operations.md#health).
 */

const START_TIMEOUT = 120_000;
let child: ChildProcess;
let base: string;
let dataDir: string;
const stdout: string[] = [];
let exited: Promise<number | null>;

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  dataDir = mkdtempSync(join(tmpdir(), 'data-'));
  const staticDir = standInApp({ 'index.html': '<!doctype html><html lang="id"><head></head><body></body></html>' });
  child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: staticDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  exited = new Promise((done) => child.once('exit', (code) => done(code)));
  // Started once it says where it listens.
  await new Promise<void>((ready, failed) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout.push(chunk.toString());
      if (stdout.join('').includes('berjalan di')) ready();
    });
    child.once('exit', (code) => failed(new Error(`the server exited with ${code}`)));
  });
}, START_TIMEOUT);
afterAll(() => {
  child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

const agent = new Agent({ keepAlive: true, maxSockets: 4 });
function call(path: string, options: { method?: string; body?: string } = {}) {
  return new Promise<{ status: number; body: string }>((done, failed) => {
    const sent = request(`${base}${path}`, { method: options.method ?? 'GET', agent }, (response: IncomingMessage) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => done({ status: response.statusCode ?? 0, body }));
    });
    sent.on('error', failed);
    sent.end(options.body);
  });
}

describe('the server as a service', () => {
  it('answers /healthz and /readyz, and logs each request as a JSON line', async () => {
    expect(await call('/healthz')).toEqual({ status: 200, body: JSON.stringify({ data: { status: 'ok' } }) });
    expect(await call('/readyz')).toEqual({ status: 200, body: JSON.stringify({ data: { status: 'ready' } }) });
    const logged = new Promise<void>((done) => {
      const seen = () => stdout.join('').includes('"route":"/v1/theme"') && done();
      child.stdout!.on('data', seen);
      seen();
    });
    await call('/v1/theme');
    await logged;
    const lines = stdout
      .join('')
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { msg: string; route?: string; status?: number });
    expect(lines).toEqual(
      expect.arrayContaining([expect.objectContaining({ msg: 'request', route: '/v1/theme', status: 200 })]),
    );
  });

  it(
    'on SIGTERM finishes the request under way, refuses what comes after with 503 and exits 0',
    async () => {
      // A request under way: its headers sent and taken by the server (it answers 100 Continue once it
      // has them), its body not yet.
      const body = JSON.stringify({ email: 'belum@contoh.id', password: 'kata-sandi-kuat' });
      let taken!: () => void;
      const serverHasIt = new Promise<void>((done) => (taken = done));
      const underWay = new Promise<number>((done, failed) => {
        const sent = request(
          `${base}/v1/auth/login`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
          },
          (response) => {
            response.resume();
            done(response.statusCode ?? 0);
          },
        );
        sent.on('error', failed);
        sent.on('continue', () => taken());
        sent.flushHeaders();
        // The body once the server is draining.
        child.stdout!.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('stopping')) sent.end(body);
        });
      });
      await serverHasIt;
      // Kept alive before the signal: a request on it afterwards reaches the draining server.
      expect((await call('/readyz')).status).toBe(200);
      const stopping = new Promise<void>((done) =>
        child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('stopping') && done()),
      );
      child.kill('SIGTERM');
      await stopping;
      const after = await call('/readyz').catch(() => ({ status: 0, body: '' }));
      // 503 on a kept-alive connection, or no connection at all: never a 200 once stopping.
      expect([503, 0]).toContain(after.status);
      expect(await underWay).toBe(401);
      expect(await exited).toBe(0);
    },
    START_TIMEOUT,
  );
});
