import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const env = (values: Record<string, string>) => ({
  DATA_DIR: mkdtempSync(join(tmpdir(), 'data-')),
  JWT_SECRET: 'x'.repeat(40),
  ...values,
});

describe('PUBLIC_URL', () => {
  it('is the origin of the address given', () => {
    expect(loadConfig(env({ PUBLIC_URL: 'https://undangan.id/' })).publicUrl).toBe('https://undangan.id');
    expect(loadConfig(env({ PUBLIC_URL: 'http://undangan.id:8080/jalan' })).publicUrl).toBe('http://undangan.id:8080');
  });

  it('is the address the server listens on when not given', () => {
    expect(loadConfig(env({})).publicUrl).toBe('http://127.0.0.1:3000');
    expect(loadConfig(env({ HOST: '0.0.0.0', PORT: '8080' })).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig(env({ HOST: '::1', PORT: '8080' })).publicUrl).toBe('http://[::1]:8080');
  });

  it('refuses what is not an http or https address', () => {
    expect(() => loadConfig(env({ PUBLIC_URL: 'undangan.id' }))).toThrow('PUBLIC_URL');
    expect(() => loadConfig(env({ PUBLIC_URL: 'ftp://undangan.id' }))).toThrow('PUBLIC_URL');
  });
});
