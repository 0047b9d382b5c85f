import { expect } from 'vitest';

/** The directives of a Content-Security-Policy header, by name. */
export function cspDirectives(header: unknown): Map<string, string[]> {
  expect(typeof header, 'content-security-policy').toBe('string');
  return new Map(
    (header as string)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}
