import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';

export type AppOptions = { staticDir?: string; logger?: boolean };

export const DEFAULT_STATIC_DIR = resolve(import.meta.dirname, '..', 'dist');

/**
 * The HTTP app: serves the built web app (dist/) and answers every other GET with index.html so
 * the browser's router takes the route. The API joins it here (issue: API server).
 */
export async function buildApp({
  staticDir = DEFAULT_STATIC_DIR,
  logger = false,
}: AppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger });
  if (!existsSync(resolve(staticDir, 'index.html'))) {
    throw new Error(`No built web app in ${staticDir}: run "npm run build" first.`);
  }
  await app.register(fastifyStatic, { root: staticDir, maxAge: '1h' });
  app.setNotFoundHandler((request, reply) => {
    if (request.method !== 'GET' || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Tidak ditemukan' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
  return app;
}
