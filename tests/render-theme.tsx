import { renderToString } from 'react-dom/server';
import { InvitationView } from '../engine/render/invitation-view';
import type { SectionFlows } from '../engine/render/section-props';
import { checkSectionSettings } from '../engine/sections/settings-check';
import { RENDERERS } from '../renderers/registry';
import type { InvitationPage } from '../schemas/invitation-page.schema';
import type { ThemeManifest } from '../schemas/manifest.schema';
import { NOW, testAssetUrl } from './helpers';

/**
 * An invitation in a theme, strictly (an unknown renderer or invalid settings throw) unless told
 * `strict: false` (production's neutral fallback), with the guest flows a test gives it.
 */
export function themeView(
  manifest: ThemeManifest,
  page: InvitationPage,
  { flows, strict = true }: { flows?: SectionFlows; strict?: boolean } = {},
) {
  return (
    <InvitationView
      manifest={manifest}
      page={page}
      registry={RENDERERS}
      assetUrl={testAssetUrl}
      now={NOW}
      strict={strict}
      checkSettings={checkSectionSettings}
      flows={flows}
    />
  );
}

/** themeView as HTML. */
export const renderTheme = (manifest: ThemeManifest, page: InvitationPage): string =>
  renderToString(themeView(manifest, page));

/** The page with only the sections of these slugs, in its order. */
export const onlySections = (page: InvitationPage, ...slugs: string[]): InvitationPage => ({
  ...page,
  sections: page.sections.filter((section) => slugs.includes(section.slug)),
});
