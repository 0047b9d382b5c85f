import createDOMPurify, { type DOMPurify } from 'dompurify';
import { isEmptyHtml } from './empty-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK, RICH_TEXT_SYNONYMS, RICH_TEXT_TAGS } from './rich-text-rules';

export { htmlToPlainText, RICH_TEXT_TAGS } from './rich-text-rules';

/** Blocks a paste or a browser's editing writes that become paragraphs when they hold no other block. */
const LEAF_BLOCKS = ['div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote'];
const INNER_BLOCKS = 'div,p,ul,ol,li,h1,h2,h3,h4,h5,h6,blockquote,table,section,article';

let plainPurifier: DOMPurify | undefined;
let displayPurifier: DOMPurify | undefined;

/** A DOMPurify of our own (its hooks stay ours), once there is a DOM to parse with. */
function newPurifier(): DOMPurify | undefined {
  if (typeof window === 'undefined') return undefined;
  const instance = createDOMPurify(window);
  return instance.isSupported ? instance : undefined;
}

/** The guest page's: links open in a new tab without access to the page. */
function richTextPurifier(): DOMPurify | undefined {
  if (displayPurifier) return displayPurifier;
  const instance = newPurifier();
  instance?.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  displayPurifier = instance;
  return instance;
}

/** Renames what means the same as a kept tag (b, i; a div or heading holding no block) to that tag. */
function withSynonymsRenamed(html: string): string {
  if (!/<(b|i|div|h[1-6]|blockquote)\b/i.test(html)) return html;
  // A template's content is inert: nothing in it runs or loads while it is read.
  const template = document.createElement('template');
  template.innerHTML = html;
  const renames = [...template.content.querySelectorAll('*')].flatMap((element) => {
    const name = element.localName;
    const target = RICH_TEXT_SYNONYMS[name] ?? (LEAF_BLOCKS.includes(name) ? 'p' : undefined);
    if (!target || (target === 'p' && element.querySelector(INNER_BLOCKS))) return [];
    return [{ element, target }];
  });
  for (const { element, target } of renames.reverse()) {
    const renamed = document.createElement(target);
    renamed.append(...element.childNodes);
    for (const { name, value } of [...element.attributes]) renamed.setAttribute(name, value);
    element.replaceWith(renamed);
  }
  return template.innerHTML;
}

const ALLOW_LIST = {
  ALLOWED_TAGS: [...RICH_TEXT_TAGS],
  ALLOWED_ATTR: [...RICH_TEXT_ATTRIBUTES.a],
  ALLOWED_URI_REGEXP: RICH_TEXT_LINK,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
};

/**
 * An owner's HTML with only p, br, strong, em, u, a[href], ul, ol and li left (engine/format/
 * rich-text-rules.ts): scripts, styles, event handlers and links other than http(s), mailto and tel
 * are removed; b and i become strong and em; links open in a new tab without access to this page
 * (rel noopener noreferrer). Null where there is no DOM to sanitize with (server rendering): show
 * `htmlToPlainText` there instead.
 */
export function sanitizeRichText(html: string): string | null {
  const instance = richTextPurifier();
  return instance ? instance.sanitize(withSynonymsRenamed(html), ALLOW_LIST) : null;
}

/**
 * The editor's HTML as it is saved: the same allow-list, links without target or rel (the page adds
 * them), the editor's zero-width spaces and empty paragraphs dropped; '' when it is empty. Null
 * without a DOM.
 */
export function cleanRichText(html: string): string | null {
  plainPurifier ??= newPurifier();
  if (!plainPurifier) return null;
  const clean = plainPurifier
    .sanitize(withSynonymsRenamed(html), ALLOW_LIST)
    .replace(/\u200b/g, '')
    // A paragraph left empty by editing (Enter twice, a list made of a line) is no paragraph.
    .replace(/<p>(?:\s|&nbsp;|<br>)*<\/p>/g, '');
  return isEmptyHtml(clean) ? '' : clean;
}
