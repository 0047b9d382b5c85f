/**
 * A compiled function that is compiled on its first call, not before: the server's request
 * validators and response serializers (ajv and fast-json-stringify generate code for each route's
 * schemas). Fastify compiles every route's as it gets ready, some 0.4 s of a start on one core
 * (docs/performance.md); compiled on first use, a start compiles none, and each route pays for its own
 * once, on its first request.
 */
export function compiledOnFirstUse<Args extends unknown[], Result>(
  compile: () => (...args: Args) => Result,
): (...args: Args) => Result {
  let compiled: ((...args: Args) => Result) | undefined;
  return (...args) => (compiled ??= compile())(...args);
}
