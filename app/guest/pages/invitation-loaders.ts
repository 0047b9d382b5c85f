import { themeDemo } from '../../../engine/demo/theme-demo';
import type { Wish } from '../../../schemas/entities/wish.schema';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import { ApiError } from '../../api/client';
import { hasPaintedCover, paintedPictureLoaded } from '../../../engine/chrome/painted-cover';
import { loadTheme } from '../../../renderers/themes/load-theme';

/**
 * A cover the server painted shows in the theme's type with the fonts it linked itself, and hides the
 * page: taking it over need not wait for every face (the 88 KB of fonts before the takeover).
 */
const themeFonts = () => ({ waitForFaces: !hasPaintedCover() });

/** The theme, and the painted cover's picture loaded before the app draws its own cover. */
async function themeOf(themeId: string): Promise<ThemeManifest | undefined> {
  const [manifest] = await Promise.all([loadTheme(themeId, themeFonts()), paintedPictureLoaded()]);
  return manifest;
}

export type LoadedInvitation = { manifest: ThemeManifest; page: InvitationPage; now: number };

/** A page that cannot be shown: 404 (no such invitation or theme) or 410 (no longer active). */
export class PageLoadError extends Error {
  constructor(
    readonly status: 404 | 410,
    message: string,
  ) {
    super(message);
    this.name = 'PageLoadError';
  }
}

const THEME_NOT_FOUND = 'Tema tidak ditemukan';

/**
 * Demo mode: the theme named by the route's slug, on the sample invitation in the theme's demo
 * content (engine/demo/theme-demo.ts) and all its wishes (the page carries the newest); a 404
 * PageLoadError for no such theme.
 */
export async function loadDemoInvitation(themeSlug: string): Promise<LoadedInvitation & { wishes: Wish[] }> {
  const manifest = await themeOf(themeSlug);
  if (!manifest) throw new PageLoadError(404, THEME_NOT_FOUND);
  const now = Date.now();
  return { manifest, ...themeDemo(manifest, now), now };
}

/**
 * A published invitation: its page from `readPage` (the copy the server embedded in the HTML, else
 * one API call, with the guest of a `?to=` link), then its theme; a 404 PageLoadError for no such
 * invitation (or another's draft) or theme, a 410 one for an invitation no longer active. Other
 * failures pass through.
 */
export async function loadPublicInvitation(readPage: () => Promise<InvitationPage>): Promise<LoadedInvitation> {
  let page: InvitationPage;
  try {
    page = await readPage();
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      throw new PageLoadError(error.status, error.message);
    }
    throw error;
  }
  const manifest = await themeOf(page.invitation.theme);
  if (!manifest) throw new PageLoadError(404, THEME_NOT_FOUND);
  return { manifest, page, now: Date.now() };
}
