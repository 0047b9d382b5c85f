import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';

const CHANNEL = 'test_heard';

/**
 * Resolves once `app` has heard every database notification sent before the call (they arrive in
 * commit order, so a marker sent now arrives after them): a write made straight to the database, as
 * another process or an operator's script would, has then reached the app's page cache.
 */
export async function notificationsHeard(app: FastifyInstance): Promise<void> {
  await app.ready();
  const token = randomUUID();
  let markUp = () => {};
  let markHeard = () => {};
  const up = new Promise<void>((resolve) => (markUp = resolve));
  const heard = new Promise<void>((resolve) => (markHeard = resolve));
  const stop = app.notifications.listen(CHANNEL, {
    notified: (payload) => payload === token && markHeard(),
    listening: (listening) => listening && markUp(),
  });
  try {
    if (app.notifications.listening(CHANNEL)) markUp();
    await up;
    await app.notifications.notify(CHANNEL, token);
    await heard;
  } finally {
    stop();
  }
}
