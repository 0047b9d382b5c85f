import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { CoverContext, useCoverState } from '../../../engine/chrome/cover-context';
import { coverContent } from '../../../engine/chrome/cover-copy';
import { hasPaintedCover, takePaintedCover } from '../../../engine/chrome/painted-cover';
import { prefersReducedMotion } from '../../../engine/chrome/scroll-to-section';
import { navTargetsOf, type NavTarget } from '../../../engine/chrome/section-nav';
import { useCover, type CoverState } from '../../../engine/chrome/use-cover';
import { useSectionNav } from '../../../engine/chrome/use-section-nav';
import { afterNextPaint } from '../../../engine/render/after-next-paint';
import { InvitationView } from '../../../engine/render/invitation-view';
import type { SectionFlows } from '../../../engine/render/section-props';
import { useSectionsInSteps } from '../../../engine/render/sections-in-steps';
import { planSections } from '../../../engine/sections/plan-sections';
import { tokensToCssVariables } from '../../../engine/tokens/css-variables';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { ThemeManifest } from '../../../schemas/manifest.schema';
import { announceCoverOpened } from '../../../engine/music/cover-opened';
import { FloatingNav } from '../../../renderers/chrome/floating-nav';
import { MusicButton } from '../../../renderers/chrome/music-button';
import { InvitationCover } from '../../../renderers/chrome/invitation-cover';
import { RENDERERS } from '../../../renderers/registry';
import { LazyPart, RetryOnNextTouch } from '../../../renderers/shared/lazy-part';
import type { FlowCalls } from '../flows/flow-calls';
import { themeAssetUrl } from '../../../engine/tokens/theme-asset-url';

export type ThemedInvitationProps = {
  manifest: ThemeManifest;
  page: InvitationPage;
  now: number;
  calls: FlowCalls;
  /** Preview mode (app/guest/pages/preview-invitation.tsx): the music waits for the owner's tap. */
  preview?: boolean;
  /** Hands the cover's controls to the preview, which the owner's editor steers. */
  onCover?: (cover: Pick<CoverState, 'openCover' | 'showCover'>) => void;
};

const loadLiveFlows = () => import('../flows/live-flows');

/**
 * How long the cover takes to slide out of view (`.cover`'s transition in renderers/styles/chrome.css).
 * The guest flows load and mount only after it: fetching, running and mounting them (every section
 * drawn again) would hold the slide back on a slow phone (issue 14: the cover moved 399 ms after the
 * tap, the first section was fully visible 1.38 s after it for a 0.9 s slide).
 */
export const COVER_SLIDE_MS = 900;

/** When the flows load at the latest after the tap, if the cover's slide never reports its end. */
export const SLIDE_END_LATEST_MS = COVER_SLIDE_MS + 600;

/** The floating navigation bar, out of view while the cover shows; `drawn` sections are on the page. */
function PageNav({ candidates, drawn }: { candidates: readonly NavTarget[]; drawn: number }) {
  const { coverShown } = useCoverState();
  const nav = useSectionNav(candidates, drawn);
  return (
    <FloatingNav
      targets={nav.targets}
      active={nav.active}
      away={coverShown || nav.away}
      onSelect={nav.scrollToSection}
    />
  );
}

/**
 * An invitation in its theme with its guest flows running, the tab's title and the browser's
 * theme colour set to match, and the page chrome around it: the cover, the floating navigation bar
 * and the music button. The chrome sits outside the invitation's root (the page's `<main>`), so the
 * theme's tokens are set on the element around both.
 */
export function ThemedInvitation({ manifest, page, now, calls, preview, onCover }: ThemedInvitationProps) {
  // The guest flows load once the cover has slid away (after the first tap): the tap itself only
  // moves the cover, with no chunk to fetch or run on its way.
  const [live, setLive] = useState(false);
  const [flowsReady, setFlowsReady] = useState(false);
  const onFlowsReady = useCallback(() => setFlowsReady(true), []);
  // The music part starts the song in `onOpen`: it runs inside the guest's click on the cover.
  const cover = useCover({
    onOpen: announceCoverOpened,
  });
  const { coverShown } = cover;
  useEffect(() => {
    if (coverShown || live) return;
    // Once the cover's slide has ended (its transitionend; on a phone still busy the slide starts some
    // frames after the tap) and its last frame is painted: fetching and running the flows earlier would
    // hold that frame back. At the latest after SLIDE_END_LATEST_MS; at once for a guest who prefers
    // reduced motion, for whom the cover does not slide.
    let cancelPaint: (() => void) | undefined;
    const goLive = () => {
      cancelPaint ??= afterNextPaint(() => setLive(true));
    };
    const onTransitionEnd = (event: TransitionEvent) => {
      if (event.target instanceof Element && event.target.classList.contains('cover')) goLive();
    };
    document.addEventListener('transitionend', onTransitionEnd);
    const timer = setTimeout(goLive, prefersReducedMotion() ? 0 : SLIDE_END_LATEST_MS);
    return () => {
      document.removeEventListener('transitionend', onTransitionEnd);
      clearTimeout(timer);
      cancelPaint?.();
    };
  }, [coverShown, live]);

  // The server may have painted the cover already (painted-cover.ts): take it over without a jump,
  // and open it now if the guest tapped it before the app was ready.
  const [painted] = useState(() => hasPaintedCover());
  const { openCover, showCover } = cover;
  useEffect(() => {
    const taken = takePaintedCover();
    if (taken.tapped) openCover();
    else if (taken.focused) document.querySelector<HTMLElement>('.cover .cover__open')?.focus();
  }, [openCover]);

  useEffect(() => onCover?.({ openCover, showCover }), [onCover, openCover, showCover]);
  useEffect(() => {
    const { groom, bride } = page.couple;
    document.title = page.invitation.meta_title || `${groom.person_nickname} & ${bride.person_nickname}`;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', manifest.tokens.colors.background);
  }, [manifest, page]);

  const assetUrl = useMemo(() => themeAssetUrl(manifest.id), [manifest.id]);
  const tokens = useMemo(
    () => tokensToCssVariables(manifest.tokens, assetUrl) as CSSProperties,
    [manifest.tokens, assetUrl],
  );
  const coverOfPage = useMemo(() => coverContent(manifest, page), [manifest, page]);
  const plannedSlugs = useMemo(
    () => planSections(manifest, page.sections).map((planned) => planned.slug),
    [manifest, page.sections],
  );
  const navCandidates = useMemo(() => navTargetsOf(plannedSlugs), [plannedSlugs]);
  // Taking a painted cover over, the sections under it are drawn a frame at a time (sections-in-steps.ts),
  // until they fill the screen the cover hides; the rest once the cover has slid away, when the flows load.
  // The content is marked busy until every section is on it.
  const content = useRef<HTMLElement>(null);
  const screenFilled = useCallback(
    () => (content.current?.getBoundingClientRect().bottom ?? 0) >= window.innerHeight,
    [],
  );
  const drawn = useSectionsInSteps(plannedSlugs.length, painted, live ? undefined : screenFilled);
  const view = useCallback(
    (flows?: SectionFlows, sectionLimit?: number) => (
      <InvitationView
        manifest={manifest}
        page={page}
        registry={RENDERERS}
        assetUrl={assetUrl}
        now={now}
        strict={import.meta.env.DEV}
        flows={flows}
        sectionLimit={sectionLimit}
      />
    ),
    [manifest, page, assetUrl, now],
  );
  // The same element while the cover comes and goes: React leaves the sections alone on the tap.
  const staticView = useMemo(() => view(undefined, drawn), [view, drawn]);
  const liveView = useCallback((flows: SectionFlows) => view(flows, drawn), [view, drawn]);

  // The cover's state reaches the chrome (navigation bar, music button) alone: provided around the
  // invitation, each tap would make React search every section's elements for a reader of it.
  return (
    <div className="invitation-page" style={tokens}>
      <main
        ref={content}
        className="invitation-page__content"
        inert={cover.pageCovered}
        aria-busy={drawn < plannedSlugs.length || undefined}
        data-flows={flowsReady ? 'live' : 'static'}
      >
        {live ? (
          <LazyPart
            load={loadLiveFlows}
            props={{ page, calls, onReady: onFlowsReady, children: liveView }}
            pending={staticView}
            failed={(retry) => <RetryOnNextTouch retry={retry}>{staticView}</RetryOnNextTouch>}
          />
        ) : (
          staticView
        )}
      </main>
      <CoverContext.Provider value={cover}>
        <PageNav candidates={navCandidates} drawn={drawn} />
        <MusicButton song={page.invitation.song} preview={preview} />
      </CoverContext.Provider>

      <InvitationCover {...coverOfPage} shown={cover.coverShown} onOpen={cover.openCover} entrance={!painted} />
    </div>
  );
}
