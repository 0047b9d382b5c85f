import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { root } from '../../scripts/manifest-files';
import { THEME_IDS } from '../helpers';

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
    expect(out).toContain(`${THEME_IDS.length} of ${THEME_IDS.length} theme manifests valid`);
  }, 30_000);

  it("passes for a theme outside the catalogue (README's example), checked against the catalogue", () => {
    const { status, out } = run('tests/fixtures/manifests/lavender-dusk/manifest.json');
    expect(status).toBe(0);
    expect(out).toContain('ok   tests/fixtures/manifests/lavender-dusk/manifest.json');
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
