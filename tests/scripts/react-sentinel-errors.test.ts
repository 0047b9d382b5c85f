import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { reactSentinelErrors, withoutSentinelStacks } from '../../scripts/vite/react-sentinel-errors';

const REACT_DOM_CLIENT = join(
  dirname(createRequire(import.meta.url).resolve('react-dom')),
  'cjs',
  'react-dom-client.production.js',
);
const prodErrors = (code: string) => code.match(/Error\(formatProdErrorMessage\(/g)?.length ?? 0;

describe("react-dom's sentinels without a stack (scripts/vite/react-sentinel-errors.ts)", () => {
  it("rewrites only the sentinels react-dom makes as its module starts, in today's react-dom", () => {
    const original = readFileSync(REACT_DOM_CLIENT, 'utf8');
    const { code, rewritten } = withoutSentinelStacks(original);
    expect(rewritten).toBeGreaterThan(0);
    expect(code).not.toMatch(/Exception = Error\(/);
    // Every other error (a real failure, thrown inside a function) still gets its stack.
    expect(prodErrors(code)).toBe(prodErrors(original) - rewritten);
    expect(code).toMatch(/throw Error\(formatProdErrorMessage\(\d+\)\)/);
  });

  it('makes an error with the same message, no stack, and the same identity on every use', () => {
    const { code } = withoutSentinelStacks(
      'var SuspenseException = Error(formatProdErrorMessage(460)),\n  other = 1;\nresult = { SuspenseException, again: SuspenseException };',
    );
    const scope: Record<string, unknown> = { formatProdErrorMessage: (n: number) => `Minified React error #${n}` };
    runInNewContext(code, scope);
    const { SuspenseException, again } = scope.result as { SuspenseException: Error; again: Error };
    expect(runInNewContext('result.SuspenseException instanceof Error', scope)).toBe(true);
    expect(SuspenseException.message).toBe('Minified React error #460');
    expect(String(SuspenseException)).toBe('Error: Minified React error #460');
    expect(SuspenseException.stack).toBeUndefined();
    expect(again).toBe(SuspenseException);
  });

  it('fails the build when react-dom has no sentinel left to rewrite (a React upgrade renamed them)', () => {
    const plugin = reactSentinelErrors();
    const transform = plugin.transform as (this: unknown, code: string, id: string) => unknown;
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    expect(() =>
      transform.call(context, 'var a = 1;', '/x/node_modules/react-dom/cjs/react-dom-client.production.js'),
    ).toThrow(/no sentinel Error/);
    expect(transform.call(context, 'var a = Error(x);', '/x/app/main.tsx')).toBeNull();
  });
});
