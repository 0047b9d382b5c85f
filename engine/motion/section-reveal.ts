import type { m } from 'framer-motion';
import { createContext, useContext } from 'react';
import type { RevealStyle } from '../../schemas/theme-look';

/** framer-motion variants: where a section starts (`hidden`) and where it comes to rest (`shown`). */
export type RevealVariants = {
  hidden: { opacity: number; x?: number; y?: number; scale?: number };
  shown: { opacity: number; x?: number; y?: number; scale?: number };
};

const AT_REST = { opacity: 1, x: 0, y: 0, scale: 1 };

const STARTS: Record<Exclude<RevealStyle, 'none'>, RevealVariants['hidden']> = {
  rise: { opacity: 0, y: 28 },
  fade: { opacity: 0 },
  zoom: { opacity: 0, scale: 0.94 },
  slide: { opacity: 0, x: -32 },
};

/** The variants of a reveal style; null for `none` (the section is simply there). */
export function revealVariants(style: RevealStyle): RevealVariants | null {
  return style === 'none' ? null : { hidden: STARTS[style], shown: AT_REST };
}

/** How long a section takes to come to rest, and its easing (a soft ease-out). */
export const REVEAL_TRANSITION = { duration: 0.7, ease: [0.22, 1, 0.36, 1] } as const;

/**
 * Enters the first time its top comes 15% of the screen above the bottom edge, and only then. Not
 * "a fifth of the section on screen": a section taller than five screens (a long gallery) would
 * never get there and stay hidden.
 */
export const REVEAL_VIEWPORT = { once: true, amount: 'some', margin: '0px 0px -15% 0px' } as const;

/** The theme's reveal variants, which the invitation view provides from its manifest. */
export const RevealContext = createContext<RevealVariants | null>(null);

/**
 * framer-motion's section element, provided where its animation features are loaded (the live page,
 * after the first tap). It comes through context so that framer-motion is not in the first screen's
 * code: static renders (server HTML, previews, the page behind the cover) show sections at rest.
 */
export const MotionSectionContext = createContext<typeof m.section | null>(null);

/** The motion element and variants a section enters with, or null to show it at rest. */
export function useSectionReveal() {
  const Section = useContext(MotionSectionContext);
  const variants = useContext(RevealContext);
  return Section && variants ? { Section, variants } : null;
}
