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
  trustProxy: TrustProxy;
  redisUrl?: string;
  /** The service's public address (origin), for link previews and HSTS. */
  publicUrl: string;
};

/** Which peers may tell the client's address (X-Forwarded-For): none, a hop count, or addresses. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Settings from the environment: PORT (3000), HOST (127.0.0.1), DATA_DIR (./data: the embedded
 * database, uploads and the token secret), DATABASE_URL (PostgreSQL instead of the embedded one),
 * JWT_SECRET (else one is made once and kept in DATA_DIR), PUBLIC_WRITE_LIMIT (guest writes per
 * minute per client, 30), TRUST_PROXY (unset: the socket's address is the client's; a number: that
 * many proxies in front; else a comma-separated list of the proxies' addresses or CIDRs), REDIS_URL
 * (rate limits shared by every server process through Redis; else kept in this process's memory),
 * PUBLIC_URL (the address guests open, e.g. https://undangan.id: link previews and HSTS;
 * http://<HOST>:<PORT> by default).
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
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    redisUrl: env.REDIS_URL || undefined,
    publicUrl: publicOrigin(env.PUBLIC_URL || `http://${listenName(host)}:${port}`),
  };
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function: Fastify 5 ignores a plain
 * number (it cannot check the nearest peer), while "the nearest n hops are our proxies" is exactly
 * what the operator states. `true` is refused: trusting every peer lets any client pick its address.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const setting = value?.trim() ?? '';
  if (setting === '' || setting === '0' || setting === 'false') return false;
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  if (setting === 'true') {
    throw new Error('TRUST_PROXY: give the number of proxies in front of the server or their addresses, not "true".');
  }
  return setting
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
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
