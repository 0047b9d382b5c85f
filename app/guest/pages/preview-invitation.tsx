import { useEffect, useMemo, useState } from 'react';
import { previewFromQuery } from '../../../engine/chrome/preview-query';
import type { CoverState } from '../../../engine/chrome/use-cover';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import { startPreview } from './preview-bridge';
import { ThemedInvitation, type ThemedInvitationProps } from './themed-invitation';

type Over = (page: InvitationPage) => InvitationPage;

/**
 * The invitation in preview mode (docs/product.md#preview-mode), a chunk only a page opened with
 * `is_preview=true` loads: the owner's editor steers it (app/guest/pages/preview-bridge.ts) and its
 * draft shows over the stored page.
 */
export default function PreviewInvitation({ page, ...props }: ThemedInvitationProps) {
  const { activeSection } = useMemo(() => previewFromQuery(window.location.search), []);
  const [cover, setCover] = useState<Pick<CoverState, 'openCover' | 'showCover'>>();
  const [over, setOver] = useState<{ over: Over }>();
  useEffect(() => (cover ? startPreview(activeSection, cover, setOver) : undefined), [activeSection, cover]);
  const shown = useMemo(() => (over ? over.over(page) : page), [over, page]);
  return <ThemedInvitation {...props} page={shown} preview onCover={setCover} />;
}
