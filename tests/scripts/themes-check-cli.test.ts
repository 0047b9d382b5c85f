import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/manifest-files';

function run(...args: string[]): { status: number; out: string } {
  try {
    return {
      status: 0,
      out: execFileSync('npx', ['tsx', 'scripts/themes-check.ts', ...args], { cwd: root, encoding: 'utf8' }),
    };
  } catch (error) {
    const e = error as { status: number; stdout: string };
    return { status: e.status, out: e.stdout };
  }
}

describe('npm run themes:check', () => {
  it('passes for every theme', () => {
    const { status, out } = run();
    expect(status).toBe(0);
    expect(out).toContain('23 of 23 theme manifests valid');
  }, 30_000);

  it('fails for a broken one with its precise message', () => {
    const { status, out } = run('tests/fixtures/manifests/bad-colour/manifest.json');
    expect(status).toBe(1);
    expect(out).toContain(
      'tests/fixtures/manifests/bad-colour/manifest.json: /tokens/colors/primary: must be a hex colour like #1a2b3c',
    );
    expect(out).toContain('0 of 1 theme manifests valid');
  }, 30_000);
});
