import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import { readBuildAssets } from './build-assets';
import { invitationPreview, withLinkPreview } from './link-preview';
import { paintedPage, withPaintedPage } from './painted-page';
import { themeManifest } from '../invitations/theme-manifests';

/**
 * index.html with an invitation's link preview and its cover painted in its theme, with the page's
 * data for the app (`embedded`: the slug and the `?to=` code it was asked with); the preview alone
 * when the theme or the build's manifest is missing.
 */
export function publicPageHtml(
  html: string,
  page: InvitationPage,
  embedded: { slug: string; guestCode: string | null },
  where: { staticDir: string; publicUrl: string },
): string {
  const previewed = withLinkPreview(html, invitationPreview(page.invitation, page.couple, where.publicUrl));
  const manifest = themeManifest(page.invitation.theme);
  const assets = readBuildAssets(where.staticDir);
  if (!manifest || !assets) return previewed;
  return withPaintedPage(previewed, paintedPage(manifest, page, embedded, assets));
}
