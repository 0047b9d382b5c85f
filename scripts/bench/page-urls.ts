/**
 * The pages issue 14's goals hold for: the home page, every theme's demo, the published invitation, a
 * guest link.
 */
import { readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { DEMO } from '../../server/db/seed';
import { allManifestFiles } from '../manifest-files';

/** The themes' slugs: the folders of manifests/ holding a manifest.json. */
export const themeSlugs = (): string[] => allManifestFiles().map((file) => basename(dirname(file)));

/** The home page /, /demo/<theme> for every theme, then /raka-dan-ayu and its link for the guest with `guestCode`. */
export function guestPagePaths(guestCode: string): string[] {
  return [
    '/',
    ...themeSlugs().map((slug) => `/demo/${slug}`),
    `/${DEMO.slug}`,
    `/${DEMO.slug}?to=${encodeURIComponent(guestCode)}`,
  ];
}

/**
 * Throws unless the server at `origin` serves the web app built in `staticDir`: its page names the
 * build's entry script (a server that ignores STATIC_DIR would measure dist/ instead, silently).
 */
export async function assertServesBuild(origin: string, staticDir: string): Promise<void> {
  const entry = /\/assets\/[^"']+\.js/.exec(readFileSync(join(staticDir, 'index.html'), 'utf8'))?.[0];
  const served = await (await fetch(`${origin}/${DEMO.slug}`)).text();
  if (!entry || !served.includes(entry)) {
    throw new Error(`the server does not serve the build in ${staticDir} (its entry ${entry} is not in the page)`);
  }
}
