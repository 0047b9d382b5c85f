import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/database';
import { MIGRATIONS, templateFolder } from '../../server/db/pglite-template.mjs';
import { startPreparing, templateToMake } from '../../scripts/start-prepare.mjs';
import type { Build } from '../../scripts/start-stamps.mjs';

describe("npm start's preparation: the builds and the embedded database's template together", () => {
  let scratch: string;
  let cache: string;
  let template: string;
  beforeEach(() => {
    scratch = mkdtempSync(join(tmpdir(), 'start-prepare-'));
    cache = join(scratch, 'cache');
    template = templateFolder(cache, MIGRATIONS);
  });
  afterEach(() => {
    rmSync(scratch, { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  it('makes a template only for a fresh embedded database that has none yet', () => {
    const env = { DATA_DIR: join(scratch, 'data') };
    expect(templateToMake(env, cache)).toBe(template);
    expect(templateToMake({ ...env, DATABASE_URL: 'postgres://127.0.0.1/undangan' }, cache)).toBeUndefined();
    // An empty DATABASE_URL is no URL: the server opens PGlite (server/config.ts).
    expect(templateToMake({ ...env, DATABASE_URL: '' }, cache)).toBe(template);
    mkdirSync(template, { recursive: true });
    expect(templateToMake(env, cache)).toBeUndefined();
    rmSync(template, { recursive: true });
    mkdirSync(join(scratch, 'data', 'db'), { recursive: true });
    writeFileSync(join(scratch, 'data', 'db', 'PG_VERSION'), '17');
    expect(templateToMake(env, cache)).toBeUndefined();
  });

  it('makes the template in a child process while the builds run; the server then copies it', async () => {
    const said = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    const root = join(scratch, 'project');
    const builds: Build[] = ['web', 'server'].map((name) => ({ name, outDir: name, inputs: [], viteArgs: [] }));
    const templateWhenBuildsBegan: boolean[] = [];
    // A build that lasts until the template is there: it only ends if both run at the same time.
    const run = async (_root: string, build: Build) => {
      templateWhenBuildsBegan.push(existsSync(template));
      while (!existsSync(template)) await new Promise((wait) => setTimeout(wait, 20));
      mkdirSync(join(root, build.outDir), { recursive: true });
    };
    const env = { DATA_DIR: join(scratch, 'data') };
    const { built, template: making, compressed } = startPreparing(root, env, { builds, run, cacheDir: cache });
    expect(await Promise.all([built.web, built.server, making])).toEqual([true, true, undefined]);
    // Builds without compressed copies make none.
    expect(await compressed).toEqual([false, false]);
    expect(templateWhenBuildsBegan).toEqual([false, false]);
    const made = said.mock.calls.map(([line]) => String(line)).find((line) => line.includes('template'));
    const pid = Number(/in process (\d+)/.exec(made ?? '')?.[1]);
    expect(pid).toBeGreaterThan(0);
    expect(pid).not.toBe(process.pid);

    // The server's fresh data folder is a copy: it makes no template of its own.
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const database = await openDatabase({ dataDir: join(scratch, 'data', 'db'), templateCache: cache });
    await database.close();
    expect(log).not.toHaveBeenCalled();
    expect(templateToMake(env, cache)).toBeUndefined();
  }, 60_000);

  it('goes on with the start when the template cannot be made', async () => {
    const said = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    writeFileSync(join(scratch, 'file'), '');
    const env = { DATA_DIR: join(scratch, 'data') };
    await startPreparing(scratch, env, { builds: [], cacheDir: join(scratch, 'file', 'cache') }).template;
    expect(said).toHaveBeenCalledWith(expect.stringContaining('was not made'));
  });
});
