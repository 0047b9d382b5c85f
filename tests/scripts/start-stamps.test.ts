import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BUILDS,
  buildIfChanged,
  copiesMade,
  PRECOMPRESSED,
  precompressIfNeeded,
  type Build,
} from '../../scripts/start-stamps.mjs';

/** A build of `src/` and `config.ts` into `out/`, in a scratch project. */
const BUILD: Build = { name: 'app', outDir: 'out', inputs: ['src', 'config.ts'], viteArgs: ['build'] };

describe("npm start's build stamps", () => {
  let root: string;
  /** The build as `npm start` runs it: Vite makes the output folder. */
  const run = vi.fn(async (build: Build) => void mkdirSync(join(root, build.outDir), { recursive: true }));
  const write = (file: string, text: string) => writeFileSync(join(root, file), text);

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'start-stamps-'));
    mkdirSync(join(root, 'src', 'deep'), { recursive: true });
    write('src/deep/a.ts', 'export const a = 1;');
    write('config.ts', 'export default {};');
    write('package-lock.json', '{}');
    run.mockClear();
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds the first time, then skips while the sources stay as they are', async () => {
    expect(await buildIfChanged(root, BUILD, run)).toBe(true);
    expect(await buildIfChanged(root, BUILD, run)).toBe(false);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('builds again when a source changes, a file is added or renamed, or the packages change', async () => {
    await buildIfChanged(root, BUILD, run);
    const changes = [
      () => write('src/deep/a.ts', 'export const a = 2;'),
      () => write('src/b.ts', 'export const b = 1;'),
      () => {
        rmSync(join(root, 'src/b.ts'));
        write('src/c.ts', 'export const b = 1;');
      },
      () => write('config.ts', 'export default { x: 1 };'),
      () => write('package-lock.json', '{ "lockfileVersion": 3 }'),
    ];
    for (const change of changes) {
      change();
      expect(await buildIfChanged(root, BUILD, run)).toBe(true);
      expect(await buildIfChanged(root, BUILD, run)).toBe(false);
    }
    expect(run).toHaveBeenCalledTimes(1 + changes.length);
  });

  it('builds again when the output lost its stamp (another build emptied the folder)', async () => {
    await buildIfChanged(root, BUILD, run);
    rmSync(join(root, 'out'), { recursive: true });
    expect(await buildIfChanged(root, BUILD, run)).toBe(true);
  });

  it('leaves no stamp when the build fails, so the next start tries again', async () => {
    const failing = vi.fn(async () => {
      throw new Error('vite build exited with 1');
    });
    mkdirSync(join(root, 'out'));
    await expect(buildIfChanged(root, BUILD, failing)).rejects.toThrow('exited with 1');
    expect(await buildIfChanged(root, BUILD, run)).toBe(true);
  });

  it('watches the folders each real build is made from', () => {
    const [web, server] = BUILDS;
    expect(web?.inputs).toEqual(expect.arrayContaining(['app', 'engine', 'renderers', 'schemas', 'manifests']));
    expect(server?.inputs).toEqual(expect.arrayContaining(['server', 'engine', 'renderers', 'schemas']));
  });

  it("makes the web app's compressed copies after its build, once per build, and again after a stopped start", async () => {
    const web: Build = { ...BUILD, precompress: true };
    const text = 'export const invitation = "Raka & Ayu";\n'.repeat(100);
    const build = vi.fn(async () => {
      mkdirSync(join(root, 'out'), { recursive: true });
      write('out/app.js', text);
    });
    // The build's output is served before its copies exist: none is made with it.
    await buildIfChanged(root, web, build);
    expect(existsSync(join(root, 'out', 'app.js.br'))).toBe(false);
    expect(copiesMade(root, web)).toBe(false);

    // The project's script, run as npm start runs it (scripts/vite/precompress-files.mjs).
    const project = join(import.meta.dirname, '..', '..');
    mkdirSync(join(root, 'scripts'));
    symlinkSync(join(project, 'scripts', 'vite'), join(root, 'scripts', 'vite'));
    expect(await precompressIfNeeded(root, web)).toBe(true);
    expect(readFileSync(join(root, 'out', 'app.js.br')).length).toBeLessThan(text.length);
    expect(copiesMade(root, web)).toBe(true);
    expect(await precompressIfNeeded(root, web)).toBe(false);

    // A start stopped before the copies were done left no marker: the next one makes them, unbuilt.
    rmSync(join(root, 'out', PRECOMPRESSED));
    expect(await buildIfChanged(root, web, build)).toBe(false);
    expect(await precompressIfNeeded(root, web)).toBe(true);
    // A new build's output gets its own copies.
    write('src/deep/a.ts', 'export const a = 3;');
    expect(await buildIfChanged(root, web, build)).toBe(true);
    expect(copiesMade(root, web)).toBe(false);
    expect(await precompressIfNeeded(root, web)).toBe(true);
    // A build without copies never makes any.
    expect(await precompressIfNeeded(root, BUILD)).toBe(false);
  });
});
