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

describe('settings checked at start', () => {
  it('stop the start at a wrong value, naming the variable and what it expects', () => {
    expect(() => loadConfig(env({ PORT: 'tiga-ribu' }))).toThrow(/PORT must be integer/);
    expect(() => loadConfig(env({ PORT: '70000' }))).toThrow(/PORT must be <= 65535/);
    expect(() => loadConfig(env({ LOG_LEVEL: 'banyak' }))).toThrow(
      /LOG_LEVEL must be equal to one of the allowed values/,
    );
    expect(() => loadConfig(env({ REDIS_URL: 'localhost:6379' }))).toThrow(/REDIS_URL must match pattern/);
    expect(() => loadConfig(env({ JWT_SECRET: 'pendek' }))).toThrow(
      /JWT_SECRET must NOT have fewer than 32 characters/,
    );
  });

  it('need JWT_SECRET with DATABASE_URL, where every process must share it', () => {
    const { JWT_SECRET: _secret, ...withoutSecret } = env({ DATABASE_URL: 'postgres://127.0.0.1/undangan' });
    expect(() => loadConfig(withoutSecret)).toThrow(/JWT_SECRET is required with DATABASE_URL/);
    expect(loadConfig(env({ DATABASE_URL: 'postgres://127.0.0.1/undangan' })).databaseUrl).toBe(
      'postgres://127.0.0.1/undangan',
    );
  });

  it('seed the demo on the embedded database only, unless told', () => {
    expect(loadConfig(env({})).seedDemo).toBe(true);
    expect(loadConfig(env({ NODE_ENV: 'production' })).seedDemo).toBe(false);
    expect(loadConfig(env({ DATABASE_URL: 'postgres://127.0.0.1/undangan' })).seedDemo).toBe(false);
    expect(loadConfig(env({ DATABASE_URL: 'postgres://127.0.0.1/undangan', SEED_DEMO: 'true' })).seedDemo).toBe(true);
    expect(loadConfig(env({ SEED_DEMO: 'false' })).seedDemo).toBe(false);
  });

  it('count a variable set to nothing as not set', () => {
    expect(loadConfig(env({ DATABASE_URL: '', REDIS_URL: '', PORT: '' }))).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
      port: 3000,
    });
  });
});

describe('S3 settings (uploads in a bucket)', () => {
  const bucket = { S3_BUCKET: 'undangan-media', S3_ENDPOINT: 'http://minio:9000' };

  it('are none without S3_BUCKET and S3_ENDPOINT: uploads stay on the local disk', () => {
    expect(loadConfig(env({})).s3).toBeUndefined();
    expect(loadConfig(env({ S3_BUCKET: '', S3_ENDPOINT: '' })).s3).toBeUndefined();
  });

  it('name the bucket with region us-east-1 and path-style addresses by default', () => {
    expect(loadConfig(env(bucket)).s3).toEqual({
      bucket: 'undangan-media',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      forcePathStyle: true,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
    const given = { S3_REGION: 'ap-southeast-3', S3_FORCE_PATH_STYLE: 'false' };
    const keys = { S3_ACCESS_KEY_ID: 'kunci', S3_SECRET_ACCESS_KEY: 'rahasia' };
    expect(loadConfig(env({ ...bucket, ...given, ...keys })).s3).toMatchObject({
      region: 'ap-southeast-3',
      forcePathStyle: false,
      accessKeyId: 'kunci',
      secretAccessKey: 'rahasia',
    });
  });

  it('stop the start with one of a pair alone, or an endpoint that is no http(s) address', () => {
    expect(() => loadConfig(env({ S3_BUCKET: 'undangan-media' }))).toThrow(/S3_BUCKET and S3_ENDPOINT go together/);
    expect(() => loadConfig(env({ S3_ENDPOINT: 'http://minio:9000' }))).toThrow(/go together/);
    expect(() => loadConfig(env({ ...bucket, S3_ACCESS_KEY_ID: 'kunci' }))).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig(env({ ...bucket, S3_ENDPOINT: 'minio:9000' }))).toThrow(/S3_ENDPOINT must match pattern/);
    expect(() => loadConfig(env({ ...bucket, S3_FORCE_PATH_STYLE: 'kadang' }))).toThrow(
      /S3_FORCE_PATH_STYLE must be boolean/,
    );
  });
});

describe('Google sign-in settings', () => {
  it('offer it with a client id and secret, Google by default, another provider when named', () => {
    expect(loadConfig(env({})).google).toBeUndefined();
    const google = { GOOGLE_CLIENT_ID: 'id-klien', GOOGLE_CLIENT_SECRET: 'rahasia' };
    expect(loadConfig(env(google)).google).toEqual({
      clientId: 'id-klien',
      clientSecret: 'rahasia',
      issuer: 'https://accounts.google.com',
    });
    expect(loadConfig(env({ ...google, GOOGLE_ISSUER_URL: 'http://127.0.0.1:4000' })).google?.issuer).toBe(
      'http://127.0.0.1:4000',
    );
  });

  it('stop the start with one of the pair alone, or a plain-http provider elsewhere', () => {
    expect(() => loadConfig(env({ GOOGLE_CLIENT_ID: 'id-klien' }))).toThrow(
      /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/,
    );
    expect(() =>
      loadConfig(env({ GOOGLE_CLIENT_ID: 'a', GOOGLE_CLIENT_SECRET: 'b', GOOGLE_ISSUER_URL: 'http://id.contoh.id' })),
    ).toThrow(/GOOGLE_ISSUER_URL must start with https:\/\//);
  });
});
