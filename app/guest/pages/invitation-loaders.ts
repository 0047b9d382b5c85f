import { data } from 'react-router';
import { sampleInvitation, sampleWishes } from '../../../engine/demo/sample-invitation';
import { themeDemo } from '../../../engine/demo/theme-demo';
import type { Wish } from '../../../schemas/entities/wish.schema';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import { ApiError } from '../../api/client';
import { hasPaintedCover } from '../../../engine/chrome/painted-cover';
import { seedEmbeddedPage } from '../embedded-page';
import { invitationPageQuery } from '../../queries/invitation-queries';
import { queryClient } from '../../queries/query-client';
import { loadTheme } from '../../../renderers/themes/load-theme';

/**
 * A cover the server painted shows in the theme's type with the fonts it linked itself, and hides the
 * page: taking it over need not wait for every face (the 88 KB of fonts before the takeover).
 */
const themeFonts = () => ({ waitForFaces: !hasPaintedCover() });

export type LoadedInvitation = { manifest: ThemeManifest; page: InvitationPage; now: number };

/**
 * Demo mode: the theme named by the route's slug, on the sample invitation in the theme's demo
 * content (engine/demo/theme-demo.ts) and all its wishes (the page carries the newest); 404 for no
 * such theme.
 */
export async function loadDemoInvitation(themeSlug: string): Promise<LoadedInvitation & { wishes: Wish[] }> {
  const manifest = await loadTheme(themeSlug, themeFonts());
  if (!manifest) throw data('Tema tidak ditemukan', { status: 404 });
  const now = Date.now();
  return { manifest, page: themeDemo(sampleInvitation(manifest.id, now), manifest), wishes: sampleWishes(now), now };
}

/**
 * A published invitation: its page (the copy the server embedded in the HTML, else one API call,
 * through the query cache, with the guest of a `?to=` link), then its theme; 404 for no such
 * invitation (or another's draft) or theme, 410 for an invitation no longer active.
 */
export async function loadPublicInvitation(slug: string, guestCode: string | null): Promise<LoadedInvitation> {
  seedEmbeddedPage(queryClient, slug, guestCode);
  try {
    const page = await queryClient.ensureQueryData(invitationPageQuery(slug, guestCode));
    const manifest = await loadTheme(page.invitation.theme, themeFonts());
    if (!manifest) throw data('Tema tidak ditemukan', { status: 404 });
    return { manifest, page, now: Date.now() };
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 410)) {
      throw data(error.message, { status: error.status });
    }
    throw error;
  }
}
