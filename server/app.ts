import fastifyCompress from '@fastify/compress';
import fastifyCors from '@fastify/cors';
import fastifyRateLimit from '@fastify/rate-limit';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { WebAddresses } from '../schemas/web-addresses';
import type { TrustProxy } from './config';
import type { Database, NotificationSource } from './db/database';
import { frameworkErrors, installErrorHandler } from './http/error-handler';
import { serializersOnFirstUse } from './http/response-serializers';
import { installSharedValidation } from './http/validation';
import { apiDocsPlugin } from './plugins/api-docs';
import { backgroundJobsPlugin, type BackgroundJobOptions } from './plugins/background-jobs';
import { dbNotificationsPlugin } from './plugins/db-notifications';
import { guestCodeGuessesPlugin } from './plugins/guest-code-guesses';
import { guestbookHubPlugin, type GuestbookHubOptions } from './plugins/guestbook-hub';
import { healthPlugin } from './plugins/health';
import { mediaStoragePlugin } from './plugins/media-storage';
import { publicPageCachePlugin } from './plugins/public-page-cache';
import { requestLogPlugin } from './plugins/request-log';
import { securityHeadersPlugin } from './plugins/security-headers';
import { robotsTagPlugin } from './plugins/robots-tag';
import { servicesPlugin } from './plugins/services';
import { apiRoutes } from './routes';
import { mediaFileRoutes } from './routes/media-files.routes';
import { DEFAULT_MAIL_FROM, type MailSettings } from './services/mail/mail-sender';
import type { GoogleSettings } from './services/auth/google-sign-in';
import type { MidtransSettings } from './services/payments/midtrans-gateway';
import { paymentsPlugin } from './plugins/payments';
import type { S3Settings } from './services/media/storage/s3';
import { serveWebApp } from './plugins/web-app';
import { redisWithFallbackStore } from './services/limits/rate-limit-store';

export type AppOptions = {
  db: Database;
  /**
   * Where to listen to the database's notifications (its DatabaseHandle's); without it nothing is
   * heard and the public page cache checks its pages' versions on every request.
   */
  notifications?: NotificationSource;
  jwtSecret: string;
  /** Where uploads are stored (served under /media): without `s3`, and for files stored before it. */
  mediaDir: string;
  /** New uploads in this S3-compatible bucket, shared by every server process; none: in `mediaDir`. */
  s3?: S3Settings;
  /** The built web app; without it the server answers the API only. */
  staticDir?: string;
  /** The log's settings (server/http/log-options.ts); none by default (tests). */
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per client on public write calls (wishes, RSVP, confirmations). */
  publicWriteLimit?: number;
  /** Which peers may name the client's address in X-Forwarded-For; none by default. */
  trustProxy?: TrustProxy;
  /** Rate limits in this Redis, shared by every server process; in memory without it. */
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis (separates apps sharing one Redis). */
  rateLimitNameSpace?: string;
  /** The service's public address, for link previews and HSTS (PUBLIC_URL); never taken from a request. */
  publicUrl?: string;
  /**
   * Where the web app finds the API, the guestbook's socket and the ushers' pages when they are not on
   * the page's own origin (API_URL, GUESTBOOK_SOCKET_URL, GUESTBOOK_URL): written into every page.
   */
  webAddresses?: WebAddresses;
  /** The guestbook websocket's timings (keep-alive, hello); tests shorten them. */
  guestbookHub?: GuestbookHubOptions;
  /** Told of every route as it is added, with its schemas (the schema-derived fuzz test lists the API so). */
  onRoute?: (route: RouteOptions) => void;
  /**
   * Where mails go (SMTP_URL, MAIL_FROM): without it, as `.eml` files in the system's temporary folder
   * (`serve` gives DATA_DIR/mail).
   */
  mail?: MailSettings;
  /** "Masuk dengan Google" with this OpenID provider and client; without it the sign-in pages do not offer it. */
  google?: GoogleSettings;
  /** Midtrans (MIDTRANS_*), when configured; without it couples pay by bank transfer. */
  midtrans?: MidtransSettings;
  /** The job queue's polling and the mails' retries; tests shorten them. */
  jobs?: Pick<BackgroundJobOptions, 'pollingIntervalSeconds' | 'mailRetry'>;
  /** The sessions' clock in milliseconds (Date.now by default): tests move it past a refresh token's grace window. */
  now?: () => number;
};

/** The public address when none is given: the default HOST and PORT of server/config.ts. */
export const DEFAULT_PUBLIC_URL = 'http://127.0.0.1:3000';

/** The built web app: dist/, or the folder STATIC_DIR names (a build made elsewhere, as benchmarks use). */
export const DEFAULT_STATIC_DIR = resolve(process.env.STATIC_DIR || resolve(import.meta.dirname, '..', 'dist'));

/**
 * The HTTP app, shaped like fastify/demo: shared plugins first, then the API route plugins, then
 * the built web app with a fallback to index.html for the browser's router.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // One line per request, ours (plugins/request-log.ts), with ids unique across processes.
    logController: new LogController({ disableRequestLogging: true }),
    ...(options.logger && { genReqId: () => randomUUID() }),
    bodyLimit: 1_048_576,
    trustProxy: options.trustProxy ?? false,
    // Path parts (ids, slugs, guest codes) are at most 200 characters in the schemas; longer ones
    // are refused by the router, in Indonesian (frameworkErrors).
    routerOptions: { maxParamLength: 200 },
    frameworkErrors,
    schemaController: { compilersFactory: { buildSerializer: serializersOnFirstUse } },
  });
  const publicUrl = options.publicUrl ?? DEFAULT_PUBLIC_URL;
  const webAddresses = options.webAddresses ?? {};
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  if (options.logger) await app.register(requestLogPlugin);
  installSharedValidation(app);
  installErrorHandler(app);
  // Phones on slow connections: brotli or gzip for the app's files and the API's JSON.
  await app.register(fastifyCompress, { threshold: 1024 });
  const redis = options.redisUrl ? sharedRedis(app, options.redisUrl) : undefined;
  const nameSpace = options.rateLimitNameSpace ?? 'undangan-rate-limit-';
  const store = redis && redisWithFallbackStore(redis, nameSpace, app.log);
  await app.register(fastifyRateLimit, { global: false, ...(store && { store }) });
  await app.register(guestCodeGuessesPlugin);
  await app.register(securityHeadersPlugin, { publicUrl, webAddresses });
  // The API on a host of its own: the pages' origins may call it (bearer tokens, no cookies).
  if (webAddresses.api) await app.register(fastifyCors, crossOriginCalls(publicUrl, webAddresses));
  await app.register(robotsTagPlugin);
  await app.register(servicesPlugin, {
    db: options.db,
    jwtSecret: options.jwtSecret,
    mediaDir: options.mediaDir,
    now: options.now,
  });
  await app.register(backgroundJobsPlugin, {
    databaseUrl: options.notifications?.kind === 'postgres' ? options.notifications.url : undefined,
    mail: options.mail ?? { from: DEFAULT_MAIL_FROM, dir: join(tmpdir(), 'undangan-mail') },
    publicUrl,
    ...options.jobs,
  });
  await app.register(mediaStoragePlugin, { mediaDir: options.mediaDir, s3: options.s3 });
  await app.register(paymentsPlugin, { midtrans: options.midtrans });
  await app.register(healthPlugin);
  await app.register(dbNotificationsPlugin, { db: options.db, source: options.notifications });
  // The guestbook's websocket: check-ins to greeting screens and usher devices, from any process.
  await app.register(guestbookHubPlugin, options.guestbookHub ?? {});
  await app.register(publicPageCachePlugin);
  // Before the routes: it describes every route registered after it.
  await app.register(apiDocsPlugin, { publicUrl });
  await app.register(apiRoutes, {
    publicWriteLimit: options.publicWriteLimit ?? 30,
    staticDir: options.staticDir,
    publicUrl,
    webAddresses,
    google: options.google,
  });
  // Uploads under /media/, from the local disk or S3 (server/routes/media-files.routes.ts).
  await app.register(mediaFileRoutes);

  // The built web app, with a fallback to its index.html for the browser's router.
  await serveWebApp(app, options.staticDir, webAddresses);
  return app;
}

/**
 * CORS for the API when it lives on a host of its own (docs/operations.md#addresses): only the
 * pages' own origins (PUBLIC_URL, GUESTBOOK_URL) may call it, with a bearer token and JSON; no
 * credentials (the tokens are no cookies). A preflight is kept by the browser for 10 minutes.
 */
function crossOriginCalls(publicUrl: string, addresses: WebAddresses) {
  const origins = [new URL(publicUrl).origin, ...(addresses.guestbook ? [new URL(addresses.guestbook).origin] : [])];
  return {
    origin: [...new Set(origins)],
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'if-match'],
    exposedHeaders: ['content-disposition', 'retry-after'],
    maxAge: 600,
  };
}

/** The one Redis client of this app (the rate limits' store), closed with it. */
function sharedRedis(app: FastifyInstance, url: string): Redis {
  const redis = new Redis(url, { connectTimeout: 500, maxRetriesPerRequest: 1 });
  // Not thrown: ioredis reconnects by itself, and the rate limits' store says when Redis is away.
  redis.on('error', (error) => app.log.debug({ err: error }, 'Redis did not answer'));
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  return redis;
}
