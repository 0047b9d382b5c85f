import createDOMPurify, { type DOMPurify } from 'dompurify';

/** The owner's rich text keeps basic formatting only. */
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'u', 'a', 'ul', 'ol', 'li'] as const;
const RICH_TEXT_ATTRIBUTES = ['href'];

let purifier: DOMPurify | undefined;

/** A DOMPurify of our own (its hooks stay ours), once there is a DOM to parse with. */
function richTextPurifier(): DOMPurify | undefined {
  if (purifier) return purifier;
  if (typeof window === 'undefined') return undefined;
  const instance = createDOMPurify(window);
  if (!instance.isSupported) return undefined;
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = instance;
  return instance;
}

/**
 * An owner's HTML with only p, br, strong, em, u, a[href], ul, ol and li left: scripts, styles,
 * event handlers and javascript: or data: links are removed; links open in a new tab without access
 * to this page (rel noopener noreferrer). Null where there is no DOM to sanitize with (server
 * rendering): show `htmlToPlainText` there instead.
 */
export function sanitizeRichText(html: string): string | null {
  const instance = richTextPurifier();
  if (!instance) return null;
  return instance.sanitize(html, {
    ALLOWED_TAGS: [...RICH_TEXT_TAGS],
    ALLOWED_ATTR: RICH_TEXT_ATTRIBUTES,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

const ENTITIES: Record<string, string> = { nbsp: '\u00a0', amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

/** The words of an HTML string without any markup (line breaks for br and block ends), as text. */
export function htmlToPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|li|ul|ol|div)\s*>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
