import fastifyCompress from '@fastify/compress';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Database } from './db/database';
import { installErrorHandler } from './http/error-handler';
import { installSharedValidation } from './http/validation';
import { servicesPlugin } from './plugins/services';
import { apiRoutes } from './routes';

export type AppOptions = {
  db: Database;
  jwtSecret: string;
  /** Where uploaded images are stored (served under /media). */
  mediaDir: string;
  /** The built web app; without it the server answers the API only. */
  staticDir?: string;
  logger?: boolean;
  /** Requests per minute per client on public write calls (wishes, RSVP, confirmations). */
  publicWriteLimit?: number;
  /** Told of every route as it is added, with its schemas (the schema-derived fuzz test lists the API so). */
  onRoute?: (route: RouteOptions) => void;
};

export const DEFAULT_STATIC_DIR = resolve(import.meta.dirname, '..', 'dist');

/**
 * The HTTP app, shaped like fastify/demo: shared plugins first, then the API route plugins, then
 * the built web app with a fallback to index.html for the browser's router.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 1_048_576, trustProxy: true });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  installSharedValidation(app);
  installErrorHandler(app);
  // Phones on slow connections: brotli or gzip for the app's files and the API's JSON.
  await app.register(fastifyCompress, { threshold: 1024 });
  await app.register(fastifyRateLimit, { global: false });
  await app.register(fastifyMultipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1 } });
  await app.register(servicesPlugin, { db: options.db, jwtSecret: options.jwtSecret, mediaDir: options.mediaDir });
  await app.register(apiRoutes, { publicWriteLimit: options.publicWriteLimit ?? 30, staticDir: options.staticDir });
  await app.register(fastifyStatic, { root: options.mediaDir, prefix: '/media/', decorateReply: false, maxAge: '30d' });

  if (options.staticDir) {
    if (!existsSync(resolve(options.staticDir, 'index.html'))) {
      throw new Error(`No built web app in ${options.staticDir}: run "npm run build" first.`);
    }
    await app.register(fastifyStatic, { root: options.staticDir, maxAge: '1h' });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === 'GET' && options.staticDir && !/^\/(v1|v2|assets|media)\//.test(request.url);
    if (!isPage) return reply.code(404).send({ message: 'Tidak ditemukan' });
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
