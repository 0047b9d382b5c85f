import * as m from 'framer-motion/m';
import type { ComponentProps } from 'react';

type MotionSection = typeof m.section;

/**
 * The ids of the page's sections on screen now: the guest already sees them at rest (drawn before the
 * flows ran), so they must not hide and enter again when the motion takes over.
 */
export function sectionsOnScreen(doc: Document = document): Set<string> {
  const height = doc.defaultView?.innerHeight ?? 0;
  const ids = [...doc.querySelectorAll<HTMLElement>('.invitation-page__content section[id]')]
    .filter((section) => {
      const { top, bottom } = section.getBoundingClientRect();
      return top < height && bottom > 0;
    })
    .map((section) => section.id);
  return new Set(ids);
}

/**
 * framer-motion's section element that starts at rest (its `shown` variant, as RevealSection names
 * it) when its id is in `atRest`, and enters as usual otherwise.
 */
export function sectionAtRestIn(atRest: ReadonlySet<string>): MotionSection {
  function SectionAtRest(props: ComponentProps<MotionSection>) {
    const initial = props.id !== undefined && atRest.has(props.id) ? 'shown' : props.initial;
    return <m.section {...props} initial={initial} />;
  }
  return SectionAtRest as unknown as MotionSection;
}
