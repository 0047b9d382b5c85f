import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

/** MIDTRANS_* (server/config.ts): both keys or neither, the sandbox by default, other hosts as origins. */

const dataDir = mkdtempSync(join(tmpdir(), 'data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const env = (values: Record<string, string>) => ({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...values });
const keys = { MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc', MIDTRANS_CLIENT_KEY: 'SB-Mid-client-abc' };

describe('Midtrans settings', () => {
  it('offer Midtrans with both keys, on its sandbox unless told production', () => {
    expect(loadConfig(env({})).midtrans).toBeUndefined();
    expect(loadConfig(env(keys)).midtrans).toEqual({
      serverKey: 'SB-Mid-server-abc',
      clientKey: 'SB-Mid-client-abc',
      isProduction: false,
    });
    expect(loadConfig(env({ ...keys, MIDTRANS_IS_PRODUCTION: 'true' })).midtrans?.isProduction).toBe(true);
  });

  it('take other hosts for the Core API and Snap as origins', () => {
    const hosts = { MIDTRANS_API_URL: 'http://127.0.0.1:4010/', MIDTRANS_SNAP_URL: 'http://127.0.0.1:4011' };
    expect(loadConfig(env({ ...keys, ...hosts })).midtrans).toMatchObject({
      apiUrl: 'http://127.0.0.1:4010',
      snapUrl: 'http://127.0.0.1:4011',
    });
    expect(() => loadConfig(env({ ...keys, MIDTRANS_SNAP_URL: 'http://127.0.0.1:4011/snap/v1' }))).toThrow(
      /MIDTRANS_SNAP_URL is an origin/,
    );
  });

  it('stop the start with one key alone', () => {
    expect(() => loadConfig(env({ MIDTRANS_SERVER_KEY: 'SB-Mid-server-abc' }))).toThrow(
      /MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY go together/,
    );
    expect(() => loadConfig(env({ MIDTRANS_CLIENT_KEY: 'SB-Mid-client-abc' }))).toThrow(
      /MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY go together/,
    );
  });
});
