import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompressFolder } from '../../scripts/vite/precompress-files.mjs';

const SCRIPT = join(import.meta.dirname, '..', '..', 'scripts', 'vite', 'precompress-files.mjs');

describe("the build's compressed copies", () => {
  let dir: string;
  const text = 'const invitation = "Raka & Ayu";\n'.repeat(200);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    mkdirSync(join(dir, 'assets'));
    mkdirSync(join(dir, '.vite'));
    writeFileSync(join(dir, 'assets', 'app.js'), text);
    writeFileSync(join(dir, 'small.css'), 'a{b:c}');
    writeFileSync(join(dir, 'photo.jpg'), text);
    writeFileSync(join(dir, '.vite', 'manifest.json'), text);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** What the folder holds after: the copies each decompress to their file, and nothing half-written. */
  function expectCopies() {
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'app.js.br'))).toString()).toBe(text);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'app.js.gz'))).toString()).toBe(text);
    expect(readdirSync(dir).sort()).toEqual(['.vite', 'assets', 'photo.jpg', 'small.css']);
    expect(readdirSync(join(dir, 'assets')).sort()).toEqual(['app.js', 'app.js.br', 'app.js.gz']);
    expect(readdirSync(join(dir, '.vite'))).toEqual(['manifest.json']);
  }

  it('writes brotli and gzip copies of text files of 1 KB or more, in the build', async () => {
    await precompressFolder(dir);
    expectCopies();
  });

  it('writes them as a process of its own, as npm start runs it after Vite', () => {
    const child = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
    expect(child.stderr).toBe('');
    expect(child.status).toBe(0);
    expectCopies();
  });
});
