import type { Plugin } from 'vite';

/** react-dom's client in production, the module that makes the sentinels. */
const REACT_DOM_CLIENT = /react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/**
 * A sentinel made as react-dom's module starts: `<name>Exception = Error(formatProdErrorMessage(<code>))`.
 * `SuspenseException` and its kin are values React throws and recognises by identity; their stack is
 * never read. Errors made inside react-dom's functions (real failures) do not match: their names differ.
 */
const SENTINEL = /\b(\w+Exception) = Error\((formatProdErrorMessage\(\d+\))\)/g;

/**
 * react-dom's sentinels rewritten as errors without a stack: an object with Error's prototype and the
 * same message (`instanceof Error`, `name`, `message` and `toString()` as before). Returns the code
 * and how many it rewrote.
 *
 * Why: with DevTools attached (Lighthouse, PageSpeed Insights) V8 records the stack of every new
 * Error in detail, with line and column, and so parses again the function that made it: here
 * react-dom's whole module, 144 KB. On the guest page that was 13-77 ms of main thread in the app's
 * first task on this machine, counted four times over in Lighthouse's slowed phone (issue 14;
 * docs/performance.md). A guest's browser without DevTools records no such stack; for it nothing
 * changes.
 */
export function withoutSentinelStacks(code: string): { code: string; rewritten: number } {
  let rewritten = 0;
  const out = code.replace(SENTINEL, (_match, name: string, message: string) => {
    rewritten += 1;
    return `${name} = Object.assign(Object.create(Error.prototype), { message: ${message} })`;
  });
  return { code: out, rewritten };
}

/**
 * The production build's react-dom client with its sentinels made without a stack (above). Fails the
 * build if it finds none, so that a React upgrade which renames them is seen, not silently slower.
 */
export function reactSentinelErrors(): Plugin {
  return {
    name: 'react-sentinel-errors',
    apply: 'build',
    transform(code, id) {
      if (!REACT_DOM_CLIENT.test(id)) return null;
      const result = withoutSentinelStacks(code);
      if (result.rewritten === 0)
        this.error(`no sentinel Error found in ${id} (scripts/vite/react-sentinel-errors.ts)`);
      return { code: result.code, map: null };
    },
  };
}
