import { useEffect } from 'react';
import { InvitationView } from '../../engine/render/invitation-view';
import type { InvitationPage } from '../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../schemas/manifest.schema';
import { RENDERERS } from '../../renderers/registry';
import { useInvitationFlows, type FlowCalls } from '../flows/use-invitation-flows';
import { assetUrlFor } from '../themes/theme-files';

type Props = { manifest: ThemeManifest; page: InvitationPage; now: number; calls: FlowCalls };

/**
 * An invitation in its theme with its guest flows running, the tab's title and the browser's
 * theme colour set to match.
 */
export function ThemedInvitation({ manifest, page, now, calls }: Props) {
  const flows = useInvitationFlows(page, calls);
  useEffect(() => {
    const { groom, bride } = page.couple;
    document.title = page.invitation.meta_title || `${groom.person_nickname} & ${bride.person_nickname}`;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', manifest.tokens.colors.background);
  }, [manifest, page]);
  return (
    <InvitationView
      manifest={manifest}
      page={page}
      registry={RENDERERS}
      assetUrl={assetUrlFor(manifest.id)}
      now={now}
      strict={import.meta.env.DEV}
      flows={flows}
    />
  );
}
