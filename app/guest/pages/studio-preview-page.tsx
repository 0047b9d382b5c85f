import { useCallback, useEffect, useMemo, useState } from 'react';
import { withDemoPhoto } from '../../../engine/demo/demo-photo';
import { themeDemo } from '../../../engine/demo/theme-demo';
import type { CoverState } from '../../../engine/chrome/use-cover';
import {
  parseStudioPreviewMessage,
  STUDIO_PREVIEW_READY,
  type StudioPreviewMessage,
} from '../../../engine/preview/studio-preview-messages';
import { loadThemeFonts } from '../../../renderers/themes/theme-fonts';
import { LoadingPage } from '../../ui/loading-page';
import { DemoInvitation } from './demo-invitation';

/**
 * The theme studio's preview frame (development only: app/router.tsx; the studio is app/studio/): the
 * demo invitation in the manifest the studio sends (engine/preview/studio-preview-messages.ts), drawn
 * again on each of its edits; `?view=page` opens the cover at once, to show the first screen and the
 * sections under it.
 */
export function Component() {
  const opened = useMemo(() => new URLSearchParams(window.location.search).get('view') === 'page', []);
  const [shown, setShown] = useState<StudioPreviewMessage>();
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const message = parseStudioPreviewMessage(event.data);
      if (message) void loadThemeFonts(message.manifest, { waitForFaces: false }).then(() => setShown(message));
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: STUDIO_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  const [now] = useState(Date.now);
  const demo = useMemo(() => {
    if (!shown) return undefined;
    const { page, wishes } = themeDemo(shown.manifest, now);
    return { page: shown.photo ? withDemoPhoto(page) : page, wishes };
  }, [shown, now]);
  // A frame later: opened inside the effect, React's development double run of effects would cancel
  // the page's uncovering that the opening schedules (engine/chrome/use-cover.ts).
  const onCover = useCallback(
    (cover: Pick<CoverState, 'openCover'>) => {
      if (opened) requestAnimationFrame(() => cover.openCover());
    },
    [opened],
  );
  if (!shown || !demo) return <LoadingPage />;
  return <DemoInvitation manifest={shown.manifest} page={demo.page} wishes={demo.wishes} now={now} onCover={onCover} />;
}
