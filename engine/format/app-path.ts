const APP_ORIGIN = 'http://app.invalid';

/**
 * The page of this app that `target` names, as a path (with its query and hash), or undefined when it
 * names anything else. Read as the browser will read it: dots and backslashes are resolved first, so
 * '/.//evil.com', '/%2e//evil.com', '/..//evil.com' and '/\\evil.com', which all end at '//evil.com'
 * (another site, to a browser), are refused, as are 'https://…', 'javascript:…' and a bare word. The
 * app checks `?next=` with it (app/auth/sign-in-redirect.ts), and so does the server where a page is
 * named to it (the page after signing in with Google).
 */
export function appPathOf(target: string | null | undefined): string | undefined {
  if (!target?.startsWith('/')) return undefined;
  let url: URL;
  try {
    url = new URL(target, APP_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== APP_ORIGIN || url.pathname.startsWith('//')) return undefined;
  return url.pathname + url.search + url.hash;
}

/** The path part (no query, no hash) of a path of this app. */
export const pathnameOf = (path: string) => new URL(path, APP_ORIGIN).pathname;
