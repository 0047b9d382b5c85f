import { describe, expect, it } from 'vitest';
import { preferredEncoding } from '../../server/services/public-page/page-encodings';

describe('preferredEncoding (the kept copy a page is sent in)', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['identity', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %s', (accept, expected) => {
    expect(preferredEncoding(accept)).toBe(expected);
    // Asked again, the kept answer is the same.
    expect(preferredEncoding(accept)).toBe(expected);
  });
});
