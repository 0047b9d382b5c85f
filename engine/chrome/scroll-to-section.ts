/**
 * An element's distance from the top of the document as laid out, transforms left out: a section
 * that has yet to enter (section-reveal.ts) is drawn a little lower or smaller until it comes to
 * rest, and the place to scroll to is where it rests.
 */
export function layoutTop(element: HTMLElement): number {
  let top = 0;
  for (let node: HTMLElement | null = element; node; node = node.offsetParent as HTMLElement | null) {
    top += node.offsetTop;
  }
  return top;
}

/** Whether the guest asks for reduced motion (the page's transitions then stay still: renderers/styles/base.css). */
export const prefersReducedMotion = (): boolean =>
  window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Scrolls a section (by its anchor id) to the top of the screen: smoothly, or at once when asked or
 * when the guest prefers reduced motion.
 */
export function scrollToSection(id: string, behavior: ScrollBehavior = 'smooth'): void {
  const element = document.getElementById(id);
  if (!element) return;
  window.scrollTo({ top: layoutTop(element), behavior: prefersReducedMotion() ? 'auto' : behavior });
}
