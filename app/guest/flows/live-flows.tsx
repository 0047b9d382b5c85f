import { domAnimation, LazyMotion, MotionConfig } from 'framer-motion';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AllWishesContext } from '../../../engine/content/all-wishes';
import { MotionSectionContext } from '../../../engine/motion/section-reveal';
import type { SectionFlows } from '../../../engine/render/section-props';
import type { InvitationPage } from '../../../schemas/invitation-page.schema';
import type { FlowCalls } from './flow-calls';
import { useInvitationFlows } from './use-invitation-flows';
import { sectionAtRestIn, sectionsOnScreen } from './section-at-rest-in-view';
import { allWishesOf } from './wish-pages';

type Props = {
  page: InvitationPage;
  calls: FlowCalls;
  /** Called once the flows run (the page marks itself, so tests and tools can wait for it). */
  onReady: () => void;
  children: (flows: SectionFlows) => ReactNode;
};

/**
 * The guest flows, running, the pages of every wish for the 'Ucapan & Do'a' dialog, and the page's
 * motion. Its own chunk (the machines, the payload validator, the paged wish list, framer-motion's
 * animation features): the page loads it when the guest opens the cover, not before the first tap.
 * Motion follows the phone's reduced-motion setting (fades only); the sections on screen when it
 * takes over stay at rest, and those below enter as the guest scrolls to them.
 */
export default function LiveFlows({ page, calls, onReady, children }: Props) {
  const flows = useInvitationFlows(page, calls);
  const allWishes = useMemo(() => allWishesOf(calls.wishPages), [calls.wishPages]);
  // Measured once, as it mounts: the static page is still drawn then.
  const [Section] = useState(() => sectionAtRestIn(sectionsOnScreen()));
  useEffect(onReady, [onReady]);
  // The QR code's chunk, fetched now so that it is there when the guest opens it at the venue.
  useEffect(() => {
    import('../../../renderers/sections/rsvp-qr-code').catch(() => {});
  }, []);
  return (
    <LazyMotion features={domAnimation} strict>
      <MotionConfig reducedMotion="user">
        <MotionSectionContext.Provider value={Section}>
          <AllWishesContext.Provider value={allWishes}>{children(flows)}</AllWishesContext.Provider>
        </MotionSectionContext.Provider>
      </MotionConfig>
    </LazyMotion>
  );
}
