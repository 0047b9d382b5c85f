import { useEffect, useMemo, useState } from 'react';
import { layoutTop, scrollToSection } from './scroll-to-section';
import { activeSection, nearPageBottom, type NavTarget, type SectionTop } from './section-nav';

export type SectionNav = {
  /** The candidates whose section is on the page (a theme's renderer may render nothing). */
  targets: NavTarget[];
  /** The target whose section is in view, or null above the first. */
  active: NavTarget | null;
  /** True near the bottom of the page, where the bar slides out of view. */
  away: boolean;
  scrollToSection: (id: NavTarget) => void;
};

/**
 * The floating navigation bar's behaviour: which targets exist in the DOM, which one is in view (the 5
 * pixel offset of docs/product.md#navigation) and whether the page is near its end, measured once per
 * frame while the page scrolls or resizes, and when sections are added; a click scrolls smoothly (instantly when the guest prefers
 * reduced motion).
 */
export function useSectionNav(
  candidates: readonly NavTarget[],
  /** Changes when sections are added to the page: they are measured again then. */
  revision: unknown = null,
): SectionNav {
  const key = candidates.join(' ');
  const [presentKey, setPresentKey] = useState(key);
  const [active, setActive] = useState<NavTarget | null>(null);
  const [away, setAway] = useState(false);

  useEffect(() => {
    const ids = key ? (key.split(' ') as NavTarget[]) : [];
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops: SectionTop[] = [];
      for (const id of ids) {
        const element = document.getElementById(id);
        if (element) tops.push({ id, top: layoutTop(element) });
      }
      setPresentKey(tops.map((t) => t.id).join(' '));
      setActive(activeSection(tops, window.scrollY) as NavTarget | null);
      setAway(nearPageBottom(window.scrollY, window.innerHeight, document.documentElement.scrollHeight));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [key, revision]);

  const targets = useMemo(() => {
    const present = new Set(presentKey.split(' '));
    return candidates.filter((id) => present.has(id));
  }, [candidates, presentKey]);

  return { targets, active, away, scrollToSection };
}
