import type { RouteOptions } from 'fastify';

type RouteHookName = 'onRequest' | 'preValidation' | 'onSend';

/**
 * Puts `hook` first among a route's own hooks of that kind, from an onRoute hook: a hook only the
 * routes that need it run, where `app.addHook` would run it on every request of the scope
 * (docs/performance.md).
 */
export function prependRouteHook<K extends RouteHookName>(
  route: RouteOptions,
  name: K,
  hook: Exclude<RouteOptions[K], readonly unknown[] | undefined>,
): void {
  const own = route[name] as unknown;
  const hooks = own === undefined ? [] : Array.isArray(own) ? own : [own];
  (route as Record<K, unknown>)[name] = [hook, ...hooks];
}
