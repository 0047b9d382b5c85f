/**
 * How long a jsdom test's `findBy…` and `waitFor` wait for what they look for: 10 s instead of
 * Testing Library's 1 s, for a 2-core CI machine running every unit file at once (a page that
 * fetches, lazy-loads a theme and renders can take longer than 1 s there). A test still ends as soon
 * as what it waits for is there; only a failing one waits the whole time.
 */
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}

export {};
