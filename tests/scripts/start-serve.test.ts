import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { serve } from '../../server/serve';
import { eventually } from '../server/eventually';

const scratch = mkdtempSync(join(tmpdir(), 'start-serve-'));
const saved = { ...process.env };
afterAll(() => {
  process.env = saved;
  rmSync(scratch, { recursive: true, force: true });
});

/** Something to wait for that tells when it is waited for, and is done when `finish` is called. */
function awaited() {
  const state = { waitedFor: false, finish: () => {} };
  const thenable: PromiseLike<void> = {
    then(done) {
      state.waitedFor = true;
      return new Promise<void>((finish) => (state.finish = finish)).then(done);
    },
  };
  return { state, thenable };
}

describe('the server as npm start runs it, while the web app and the template are still being made', () => {
  it('opens the database once the template is there, and listens once the web app is built', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const dist = join(scratch, 'dist');
    const data = join(scratch, 'data');
    Object.assign(process.env, {
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: data,
      STATIC_DIR: dist,
      JWT_SECRET: 's'.repeat(32),
    });
    delete process.env.DATABASE_URL;
    const template = awaited();
    const webApp = awaited();
    const serving = serve({ template: template.thenable, webApp: webApp.thenable });

    await eventually(async () => expect(template.state.waitedFor).toBe(true));
    expect(existsSync(join(data, 'db'))).toBe(false);
    template.state.finish();
    // The database is open and the demo seeded while the web app is still building: no dist/ yet,
    // which the server would refuse had it not waited.
    await eventually(async () => expect(webApp.state.waitedFor).toBe(true), 30_000);
    expect(existsSync(join(data, 'db', 'PG_VERSION'))).toBe(true);

    mkdirSync(dist);
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    webApp.state.finish();
    const app = await serving;
    try {
      const { port } = app.server.address() as AddressInfo;
      expect((await fetch(`http://127.0.0.1:${port}/v1/theme`)).status).toBe(200);
    } finally {
      await app.close();
    }
  }, 60_000);
});
