import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import envSchema from 'env-schema';
import type { FromSchema } from '../schemas/json-schema';
import { GUESTBOOK_SOCKET_PATH } from '../schemas/realtime/guestbook-messages';
import type { WebAddresses } from '../schemas/web-addresses';
import { DEFAULT_MAIL_FROM, type MailSettings } from './services/mail/mail-sender';
import { GOOGLE_ISSUER, type GoogleSettings } from './services/auth/google-sign-in';
import type { S3Settings } from './services/media/storage/s3';
import type { MidtransSettings } from './services/payments/midtrans-gateway';

export type ServerConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  mediaDir: string;
  /** New uploads in this S3-compatible bucket (S3_*); none: in `mediaDir`. */
  s3?: S3Settings;
  /** Where mails go: SMTP_URL's server, else `.eml` files in DATA_DIR/mail. */
  mail: MailSettings;
  /** "Masuk dengan Google" (GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GOOGLE_ISSUER_URL); none: not offered. */
  google?: GoogleSettings;
  /** Payment through Midtrans (MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY, ...); none: bank transfers only. */
  midtrans?: MidtransSettings;
  publicWriteLimit: number;
  trustProxy: TrustProxy;
  redisUrl?: string;
  /** The service's public address (origin), for link previews and HSTS. */
  publicUrl: string;
  /** Where the web app finds the API, the guestbook's socket and its pages, when not on `publicUrl`. */
  webAddresses: WebAddresses;
  /** The log's level (pino's); readable lines instead of JSON when `logPretty`. */
  logLevel: string;
  logPretty: boolean;
  /** Whether the demo owner and invitation are made (and kept up to date) at start. */
  seedDemo: boolean;
  /** How long a SIGTERM's drain waits for requests under way before the process exits, in seconds. */
  shutdownTimeoutS: number;
  /**
   * Whether the server brings the database to the latest migration at start; else it only checks that
   * the migrations ran (`npm run db:migrate` before the rollout) and refuses to start if not.
   */
  migrateOnStart: boolean;
};

/** Which peers may tell the client's address (X-Forwarded-For): none, a hop count, or addresses. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** The least length of JWT_SECRET, which signs every session. */
const JWT_SECRET_MIN = 32;

/**
 * Every setting the server reads from its environment (docs/operations.md#settings, .env.example),
 * checked once at start: a wrong value stops it, naming the variable and what it expects.
 */
export const ENV_SCHEMA = {
  type: 'object',
  properties: {
    PORT: { type: 'integer', minimum: 0, maximum: 65_535, default: 3000 },
    HOST: { type: 'string', minLength: 1, default: '127.0.0.1' },
    DATA_DIR: { type: 'string', minLength: 1, default: 'data' },
    DATABASE_URL: { type: 'string', pattern: '^postgres(ql)?://' },
    JWT_SECRET: { type: 'string', minLength: JWT_SECRET_MIN },
    PUBLIC_WRITE_LIMIT: { type: 'integer', minimum: 1, maximum: 100_000, default: 30 },
    TRUST_PROXY: { type: 'string' },
    REDIS_URL: { type: 'string', pattern: '^rediss?://' },
    S3_BUCKET: { type: 'string', minLength: 1 },
    S3_ENDPOINT: { type: 'string', pattern: '^https?://' },
    S3_REGION: { type: 'string', minLength: 1, default: 'us-east-1' },
    S3_ACCESS_KEY_ID: { type: 'string' },
    S3_SECRET_ACCESS_KEY: { type: 'string' },
    S3_FORCE_PATH_STYLE: { type: 'boolean', default: true },
    PUBLIC_URL: { type: 'string' },
    SMTP_URL: { type: 'string', pattern: '^smtps?://' },
    MAIL_FROM: { type: 'string', minLength: 3, default: DEFAULT_MAIL_FROM },
    GOOGLE_CLIENT_ID: { type: 'string', minLength: 1 },
    GOOGLE_CLIENT_SECRET: { type: 'string', minLength: 1 },
    GOOGLE_ISSUER_URL: { type: 'string', pattern: '^https?://', default: GOOGLE_ISSUER },
    MIDTRANS_SERVER_KEY: { type: 'string', minLength: 1 },
    MIDTRANS_CLIENT_KEY: { type: 'string', minLength: 1 },
    MIDTRANS_IS_PRODUCTION: { type: 'boolean', default: false },
    MIDTRANS_API_URL: { type: 'string', pattern: '^https?://' },
    MIDTRANS_SNAP_URL: { type: 'string', pattern: '^https?://' },
    API_URL: { type: 'string', pattern: '^https?://' },
    GUESTBOOK_SOCKET_URL: { type: 'string', pattern: '^wss?://' },
    GUESTBOOK_URL: { type: 'string', pattern: '^https?://' },
    LOG_LEVEL: { enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], default: 'info' },
    LOG_PRETTY: { type: 'boolean' },
    NODE_ENV: { type: 'string' },
    SEED_DEMO: { type: 'boolean' },
    SHUTDOWN_TIMEOUT_S: { type: 'number', minimum: 0, maximum: 3600, default: 25 },
    MIGRATE_ON_START: { type: 'boolean' },
  },
  // Filled from their defaults when not set, so always there.
  required: [
    'PORT',
    'HOST',
    'DATA_DIR',
    'PUBLIC_WRITE_LIMIT',
    'S3_REGION',
    'S3_FORCE_PATH_STYLE',
    'MAIL_FROM',
    'GOOGLE_ISSUER_URL',
    'MIDTRANS_IS_PRODUCTION',
    'LOG_LEVEL',
    'SHUTDOWN_TIMEOUT_S',
  ],
} as const;

type Env = FromSchema<typeof ENV_SCHEMA>;

/**
 * Settings from the environment (ENV_SCHEMA, checked by env-schema): PORT (3000), HOST (127.0.0.1),
 * DATA_DIR (./data: the embedded database, uploads and the token secret), DATABASE_URL (PostgreSQL
 * instead of the embedded one), JWT_SECRET (required with DATABASE_URL, where processes share it;
 * else one is made once and kept in DATA_DIR), PUBLIC_WRITE_LIMIT (guest writes per minute per
 * client, 30), TRUST_PROXY (parseTrustProxy), REDIS_URL (rate limits shared by every server process
 * through Redis; else in this process's memory), S3_BUCKET and S3_ENDPOINT (uploads in that bucket, with
 * S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY, S3_REGION us-east-1, S3_FORCE_PATH_STYLE true: s3Settings;
 * else in DATA_DIR/media), SMTP_URL and MAIL_FROM (mails through that SMTP server, from that sender; else
 * written as .eml files in DATA_DIR/mail, their links in the log), GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET and
 * GOOGLE_ISSUER_URL ("Masuk dengan Google": googleSettings), MIDTRANS_SERVER_KEY, MIDTRANS_CLIENT_KEY,
 * MIDTRANS_IS_PRODUCTION (false: the sandbox), MIDTRANS_API_URL and MIDTRANS_SNAP_URL (paying through
 * Midtrans: midtransSettings), PUBLIC_URL (the address guests open: link previews
 * and HSTS; http://<HOST>:<PORT> by default), API_URL, GUESTBOOK_SOCKET_URL and GUESTBOOK_URL (where the
 * web app finds the API, the guestbook's socket and the ushers' pages: webAddressesOf), LOG_LEVEL (info), LOG_PRETTY (readable lines; by default
 * on a terminal outside production), SEED_DEMO (the demo owner and invitation; by default only on the
 * embedded database outside production), SHUTDOWN_TIMEOUT_S (25), MIGRATE_ON_START (true; `npm run
 * start:prod` and the container image set false: the migrations are then a step of the rollout).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  // A variable set to nothing counts as not set.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const settings = envSchema<Env>({ schema: ENV_SCHEMA, data: given, dotenv: false });
  const dataDir = resolve(settings.DATA_DIR);
  const mediaDir = join(dataDir, 'media');
  mkdirSync(mediaDir, { recursive: true });
  const production = settings.NODE_ENV === 'production';
  const databaseUrl = settings.DATABASE_URL;
  if (databaseUrl && !settings.JWT_SECRET) {
    throw new Error(
      `JWT_SECRET is required with DATABASE_URL: every server process must sign and check tokens with the same secret (at least ${JWT_SECRET_MIN} characters), or a token made by one is refused by another.`,
    );
  }
  const { PORT: port, HOST: host } = settings;
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    jwtSecret: settings.JWT_SECRET ?? persistentSecret(join(dataDir, 'jwt-secret')),
    mediaDir,
    s3: s3Settings(settings),
    mail: { smtpUrl: settings.SMTP_URL, from: settings.MAIL_FROM, dir: join(dataDir, 'mail') },
    google: googleSettings(settings),
    midtrans: midtransSettings(settings),
    publicWriteLimit: settings.PUBLIC_WRITE_LIMIT,
    trustProxy: parseTrustProxy(settings.TRUST_PROXY),
    redisUrl: settings.REDIS_URL,
    // Its origin: a path given with it is dropped (links are made from the origin).
    publicUrl: addressOf('PUBLIC_URL', settings.PUBLIC_URL ?? `http://${listenName(host)}:${port}`).origin,
    webAddresses: webAddressesOf(settings),
    logLevel: settings.LOG_LEVEL,
    logPretty: settings.LOG_PRETTY ?? (Boolean(process.stdout.isTTY) && !production),
    seedDemo: settings.SEED_DEMO ?? (!databaseUrl && !production),
    shutdownTimeoutS: settings.SHUTDOWN_TIMEOUT_S,
    migrateOnStart: settings.MIGRATE_ON_START ?? true,
  };
}

/**
 * The S3 bucket of the uploads (docs/operations.md#uploads), when S3_BUCKET and S3_ENDPOINT are set;
 * one without the other, or a key id without its secret, stops the start.
 */
function s3Settings(settings: Env): S3Settings | undefined {
  const { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: accessKeyId } = settings;
  const secretAccessKey = settings.S3_SECRET_ACCESS_KEY;
  if (!bucket !== !endpoint) {
    throw new Error('S3_BUCKET and S3_ENDPOINT go together: set both to store uploads in S3, or neither.');
  }
  if (!accessKeyId !== !secretAccessKey) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither.');
  }
  if (!bucket || !endpoint) return undefined;
  const region = settings.S3_REGION;
  return { bucket, endpoint, region, forcePathStyle: settings.S3_FORCE_PATH_STYLE, accessKeyId, secretAccessKey };
}

/**
 * "Masuk dengan Google" (docs/operations.md#google-sign-in), when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET
 * are set; one without the other stops the start. The provider is Google unless GOOGLE_ISSUER_URL names
 * another OpenID provider, which must be https but on this machine (a test's provider).
 */
function googleSettings(settings: Env): GoogleSettings | undefined {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = settings;
  if (!clientId !== !clientSecret) {
    throw new Error(
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together: set both to offer Google sign-in, or neither.',
    );
  }
  if (!clientId || !clientSecret) return undefined;
  const issuer = addressOf('GOOGLE_ISSUER_URL', settings.GOOGLE_ISSUER_URL);
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);
  if (issuer.protocol !== 'https:' && !local) {
    throw new Error(`GOOGLE_ISSUER_URL must start with https:// (http only on this machine): ${issuer.href}`);
  }
  // As given: its discovery document must name the same issuer.
  return { clientId, clientSecret, issuer: settings.GOOGLE_ISSUER_URL };
}

/**
 * Paying through Midtrans (docs/product.md#midtrans), when MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY
 * are set; one without the other stops the start. Its sandbox unless MIDTRANS_IS_PRODUCTION; the Core
 * API's and Snap's hosts are Midtrans's own unless MIDTRANS_API_URL and MIDTRANS_SNAP_URL name others
 * (origins: a test's Midtrans-compatible server).
 */
function midtransSettings(settings: Env): MidtransSettings | undefined {
  const { MIDTRANS_SERVER_KEY: serverKey, MIDTRANS_CLIENT_KEY: clientKey } = settings;
  if (!serverKey !== !clientKey) {
    throw new Error(
      'MIDTRANS_SERVER_KEY and MIDTRANS_CLIENT_KEY go together: set both to offer payment through Midtrans, or neither.',
    );
  }
  if (!serverKey || !clientKey) return undefined;
  const apiUrl = settings.MIDTRANS_API_URL && originOf('MIDTRANS_API_URL', settings.MIDTRANS_API_URL);
  const snapUrl = settings.MIDTRANS_SNAP_URL && originOf('MIDTRANS_SNAP_URL', settings.MIDTRANS_SNAP_URL);
  return {
    serverKey,
    clientKey,
    isProduction: settings.MIDTRANS_IS_PRODUCTION,
    ...(apiUrl && { apiUrl }),
    ...(snapUrl && { snapUrl }),
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

/** A setting's address, read as a URL whose scheme is one of `schemes` ('http'/'https' by default). */
function addressOf(name: string, value: string, schemes = ['http:', 'https:']): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`${name} is not an address: ${value}`);
  }
  if (!schemes.includes(url.protocol)) {
    throw new Error(`${name} must start with ${schemes.map((scheme) => `${scheme}//`).join(' or ')}: ${value}`);
  }
  return url;
}

/** The origin of an address setting (scheme, host, port): an http or https address, no path beyond '/'. */
export function originOf(name: string, value: string): string {
  const url = addressOf(name, value);
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`${name} is an origin (scheme, host and port), without a path: ${value}`);
  }
  return url.origin;
}

/**
 * The web app's addresses (docs/operations.md#addresses), each only when set: API_URL (an origin), the
 * guestbook's socket (GUESTBOOK_SOCKET_URL; by default API_URL's host at the socket's path, since the
 * socket is served by the API's processes) and the ushers' pages (GUESTBOOK_URL, an origin).
 */
function webAddressesOf(settings: Env): WebAddresses {
  const api = settings.API_URL && originOf('API_URL', settings.API_URL);
  const socket = settings.GUESTBOOK_SOCKET_URL
    ? addressOf('GUESTBOOK_SOCKET_URL', settings.GUESTBOOK_SOCKET_URL, ['ws:', 'wss:']).href
    : api && `${api.replace(/^http/, 'ws')}${GUESTBOOK_SOCKET_PATH}`;
  const guestbook = settings.GUESTBOOK_URL && originOf('GUESTBOOK_URL', settings.GUESTBOOK_URL);
  return { ...(api && { api }), ...(socket && { socket }), ...(guestbook && { guestbook }) };
}

function persistentSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
