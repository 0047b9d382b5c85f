// @vitest-environment jsdom
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ownerRoutes } from '../../app/owner/owner-routes';
import { router } from '../../app/router';
import { RESERVED_SLUGS } from '../../schemas/reserved-slugs';

/** Every first path segment the web app's router serves is one no invitation may take as its slug. */

/** The fixed first segments of a route tree: `/demo/:slug` gives 'demo', `/:slug` none. */
function firstSegments(routes: RouteObject[]): string[] {
  return routes.flatMap((route) => {
    const first = route.path?.replace(/^\//, '').split('/')[0] ?? '';
    return first && !first.startsWith(':') && first !== '*' ? [first] : [];
  });
}

describe('the reserved slugs and the router', () => {
  it("hold every fixed first segment of the guest's, the venue's and the owner's routes", () => {
    const served = [...firstSegments(router.routes), ...firstSegments(ownerRoutes)];
    expect(served).toEqual(expect.arrayContaining(['demo', 'guestbook', 'login', 'invitation']));
    const reserved = new Set<string>(RESERVED_SLUGS);
    expect(served.filter((segment) => !reserved.has(segment))).toEqual([]);
  });
});
