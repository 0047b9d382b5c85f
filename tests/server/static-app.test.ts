import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';

describe('the web app server', () => {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(dir, 'app.js'), 'console.log(1)');

  it('serves files and answers client routes with index.html', async () => {
    const app = await buildApp({ staticDir: dir });
    expect((await app.inject('/app.js')).body).toBe('console.log(1)');
    const page = await app.inject('/demo/floral-whimsy');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<div id="root">');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
    expect((await app.inject({ method: 'POST', url: '/demo' })).statusCode).toBe(404);
    await app.close();
  });

  it('refuses to start without a built app', async () => {
    await expect(buildApp({ staticDir: join(dir, 'nothing') })).rejects.toThrow('run "npm run build" first');
  });
});
