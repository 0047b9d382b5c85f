import { useEffect, useMemo, useRef, useSyncExternalStore, type RefObject } from 'react';
import { isEmptyHtml } from '../../engine/format/empty-html';
import { hasMarkup, htmlToPlainText } from '../../engine/format/rich-text-rules';

type Props = { html: string | null | undefined; className?: string };
type Sanitize = (html: string) => string | null;

/**
 * DOMPurify arrives in its own chunk, fetched when the first formatted text nears the screen: never
 * with the guest page's first screen (docs/product.md#helpers), and only on pages that have some.
 */
const loadSanitizer = () => import('../../engine/format/rich-text');

let sanitizer: Sanitize | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadSanitizerOnce() {
  loading ??= loadSanitizer().then(
    (module) => {
      sanitizer = module.sanitizeRichText;
      for (const listener of listeners) listener();
    },
    () => {
      loading = undefined; // a bad connection: the next formatted text to near the screen tries again
    },
  );
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
// The server and the hydrating page show the plain text; the formatting comes once the sanitizer has.
const currentSanitizer = () => sanitizer;
const noSanitizer = () => undefined;

/** One screen ahead: the formatting is in place before the guest scrolls to it, so nothing shifts in view. */
const AHEAD = '100% 0px';

/** Loads the sanitizer when `element` comes within a screen of the viewport (at once without an observer). */
function useSanitizerNear(element: RefObject<HTMLElement | null>, loaded: boolean) {
  useEffect(() => {
    if (loaded) return;
    const target = element.current;
    if (!target || typeof IntersectionObserver === 'undefined') return loadSanitizerOnce();
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        loadSanitizerOnce();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, loaded]);
}

function FormattedText({ html, classes }: { html: string; classes: string }) {
  const element = useRef<HTMLDivElement>(null);
  const sanitize = useSyncExternalStore(subscribe, currentSanitizer, noSanitizer);
  useSanitizerNear(element, sanitize !== undefined);
  const clean = useMemo(() => sanitize?.(html) ?? null, [sanitize, html]);
  if (clean !== null) {
    if (isEmptyHtml(clean)) return null;
    return <div ref={element} className={`${classes} rich-text--html`} dangerouslySetInnerHTML={{ __html: clean }} />;
  }
  const text = htmlToPlainText(html);
  // Nothing to wait beside (only tags, say): the effect finds no element and loads the sanitizer at once.
  if (!text) return null;
  return (
    <div ref={element} className={`${classes} rich-text--plain`}>
      {text}
    </div>
  );
}

/**
 * An owner's rich text (a description, a story; docs/product.md#helpers) sanitized with DOMPurify to
 * basic formatting (paragraphs, line breaks, bold, italic, underline, lists, links opening safely in
 * a new tab). Renders nothing when it is empty (only empty tags, line breaks or non-breaking spaces).
 * Plain text (written before the editor had formatting) shows as written, its line breaks kept.
 * HTML shows as plain text on the server and until the sanitizer's chunk has arrived.
 */
export function RichText({ html, className }: Props) {
  if (!html || isEmptyHtml(html)) return null;
  const classes = className ? `rich-text ${className}` : 'rich-text';
  if (!hasMarkup(html)) return <div className={`${classes} rich-text--plain`}>{html}</div>;
  return <FormattedText html={html} classes={classes} />;
}
