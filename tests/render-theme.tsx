import { renderToString } from 'react-dom/server';
import { InvitationView } from '../engine/render/invitation-view';
import { checkSectionSettings } from '../engine/sections/settings-check';
import { RENDERERS } from '../renderers/registry';
import type { InvitationPage } from '../schemas/invitation-page.schema';
import type { ThemeManifest } from '../schemas/manifest.schema';
import { NOW, testAssetUrl } from './helpers';

/** An invitation in a theme as HTML, strictly: an unknown renderer or invalid settings throw. */
export function renderTheme(manifest: ThemeManifest, page: InvitationPage): string {
  return renderToString(
    <InvitationView
      manifest={manifest}
      page={page}
      registry={RENDERERS}
      assetUrl={testAssetUrl}
      now={NOW}
      strict
      checkSettings={checkSectionSettings}
    />,
  );
}
