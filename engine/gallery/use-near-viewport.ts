import { useEffect, useState, type RefObject } from 'react';

const canObserve = () => typeof IntersectionObserver !== 'undefined';

/**
 * True once `ref`'s element comes within `margin` of the viewport (and from then on), so a section
 * below the fold loads its heavy parts only when the guest scrolls near it. Where nothing can be
 * observed (server rendering, old browsers, tests) it is true at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '600px'): boolean {
  const [near, setNear] = useState(() => !canObserve());
  useEffect(() => {
    const element = ref.current;
    if (near || !element || !canObserve()) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
