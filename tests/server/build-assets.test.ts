import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readBuildAssets } from '../../server/services/public-page/build-assets';

const folders: string[] = [];
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A built app's folder holding only Vite's manifest. */
function builtApp(manifest: Record<string, unknown>): string {
  const dir = mkdtempSync(join(tmpdir(), 'build-assets-'));
  folders.push(dir);
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}

describe("the build's font files, as the painted cover names them", () => {
  for (const [where, prefix] of [
    ['node_modules in the checkout', '../node_modules/'],
    ['node_modules a link to another folder (a git worktree sharing one)', '../../main/node_modules/'],
  ] as const) {
    it(`are found with ${where}`, () => {
      const assets = readBuildAssets(
        builtApp({
          [`${prefix}@fontsource/lora/latin-400.css`]: { file: 'assets/latin-400-lora.css' },
          [`${prefix}@fontsource/lora/files/lora-latin-400-normal.woff2`]: { file: 'assets/lora.woff2' },
        }),
      );
      expect(assets?.fontStylesheet('lora')).toBe('/assets/latin-400-lora.css');
      expect(assets?.fontFile('lora')).toBe('/assets/lora.woff2');
      expect(assets?.fontStylesheet('cinzel')).toBeUndefined();
    });
  }

  it('are none for a build without its manifest', () => {
    const dir = mkdtempSync(join(tmpdir(), 'build-assets-'));
    folders.push(dir);
    expect(readBuildAssets(dir)).toBeUndefined();
  });
});
