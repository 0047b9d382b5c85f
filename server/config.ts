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
  /** The service's public address (origin), for link previews and HSTS. */
  publicUrl: string;
};

/**
 * Settings from the environment: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data: the embedded
 * database, uploads and the token secret), DATABASE_URL (PostgreSQL instead of the embedded one),
 * JWT_SECRET (else one is made once and kept in DATA_DIR), PUBLIC_WRITE_LIMIT (guest writes per
 * minute per client, 30), PUBLIC_URL (the address guests open, e.g. https://undangan.id: link previews
 * and HSTS; http://<HOST>:<PORT> by default).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const dataDir = resolve(env.DATA_DIR ?? 'data');
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const port = Number(env.PORT ?? 3000);
  const host = env.HOST ?? '127.0.0.1';
  return {
    port,
    host,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET ?? persistentSecret(join(dataDir, 'jwt-secret')),
    mediaDir,
    publicWriteLimit: Number(env.PUBLIC_WRITE_LIMIT ?? 30),
    publicUrl: publicOrigin(env.PUBLIC_URL || `http://${listenName(host)}:${port}`),
  };
}

/** HOST as an address's host: a name for 'every interface', brackets around IPv6. */
const listenName = (host: string) =>
  host === '0.0.0.0' || host === '::' ? 'localhost' : host.includes(':') ? `[${host}]` : host;

/** The origin of PUBLIC_URL (scheme, host, port; no path): it must be an http or https address. */
export function publicOrigin(value: string): string {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`PUBLIC_URL is not an address: ${value}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must start with http:// or https://: ${value}`);
  }
  return url.origin;
}

function persistentSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
