import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** From now on /readyz answers 503: the process is about to stop (SIGTERM, server/serve.ts). */
    startDraining: () => void;
  }
}

export const STOPPING_MESSAGE = 'Server sedang berhenti. Coba lagi sebentar lagi.';
export const NOT_READY_MESSAGE = 'Layanan belum siap: database tidak menjawab.';
/** How long /readyz waits for the database's answer. */
const DATABASE_CHECK_MS = 2000;

/**
 * The probes of a load balancer or an orchestrator (docs/operations.md#health): `/healthz`, the
 * process lives (no database asked); `/readyz`, it can serve: the database answers (its migrations
 * ran before the app was built) and no SIGTERM has come.
 */
export const healthPlugin = fp(
  async (app: FastifyInstance) => {
    let draining = false;
    app.decorate('startDraining', () => {
      draining = true;
    });
    const probe = { schema: { hide: true }, logLevel: 'warn' } as const;
    app.get('/healthz', probe, async (_request, reply) =>
      reply.header('cache-control', 'no-store').send({ data: { status: 'ok' } }),
    );
    app.get('/readyz', probe, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (draining) return reply.code(503).send({ message: STOPPING_MESSAGE });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error('the database did not answer in time')), DATABASE_CHECK_MS);
      });
      try {
        await Promise.race([app.db.execute(sql`select 1`), late]);
      } catch (error) {
        app.log.warn({ err: error }, 'not ready: the database does not answer');
        return reply.code(503).send({ message: NOT_READY_MESSAGE });
      } finally {
        clearTimeout(timer);
      }
      return reply.send({ data: { status: 'ready' } });
    });
  },
  { name: 'health', dependencies: ['services'] },
);
