import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../schemas/reserved-slugs';
import { DEFAULT_STATIC_DIR } from '../../server/app';

/**
 * Every top-level file and folder of the web app's build (made by this project's global setup) is one
 * no invitation may take as its slug: `/themes` is the themes' ornaments, not an invitation.
 */
describe('the reserved slugs and the build', () => {
  it('hold the name of every top-level entry the build writes, up to its first dot', () => {
    const names = readdirSync(DEFAULT_STATIC_DIR)
      .map((entry) => entry.split('.')[0]!)
      .filter((name) => /^[a-z0-9-]+$/.test(name));
    expect(names).toEqual(expect.arrayContaining(['assets', 'index', 'themes']));
    const reserved = new Set<string>(RESERVED_SLUGS);
    expect([...new Set(names)].filter((name) => !reserved.has(name))).toEqual([]);
  });
});
