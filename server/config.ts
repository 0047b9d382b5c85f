import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  mediaDir: string;
  publicWriteLimit: number;
};

/**
 * Settings from the environment: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data: the embedded
 * database, uploads and the token secret), DATABASE_URL (PostgreSQL instead of the embedded one),
 * JWT_SECRET (else one is made once and kept in DATA_DIR), PUBLIC_WRITE_LIMIT (guest writes per
 * minute per client, 30).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? persistentSecret(join(dataDir, 'jwt-secret')),
    mediaDir,
    publicWriteLimit: Number(env.PUBLIC_WRITE_LIMIT ?? 30),
  };
}

function persistentSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
