import sanitizeHtml from 'sanitize-html';
import {
  hasMarkup,
  isRichTextLink,
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_SYNONYMS,
  RICH_TEXT_TAGS,
} from '../../../engine/format/rich-text-rules';
import { richTextFieldsOf } from '../../../schemas/rich-text-field';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: { a: [...RICH_TEXT_ATTRIBUTES.a] },
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    ...RICH_TEXT_SYNONYMS,
    // A relative address (no scheme, which sanitize-html lets through) loses its href like javascript: does.
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const { href } = attribs;
      return { tagName, attribs: href !== undefined && isRichTextLink(href) ? { href } : {} };
    },
  },
};

/**
 * An owner's rich text as it is stored (docs/product.md#helpers): HTML keeps only the allow-list of
 * engine/format/rich-text-rules.ts (scripts and styles go with their content, other tags leave
 * their words, event handlers and links other than http(s), mailto and tel go); plain text (no tag,
 * no character entity) is kept exactly as written, its line breaks included.
 */
export function sanitizeRichTextHtml(value: string): string {
  return hasMarkup(value) ? sanitizeHtml(value, OPTIONS) : value;
}

/** The body with every field its schema marks as rich text (schemas/rich-text-field.ts) sanitized. */
export function withRichTextSanitized<Body extends object>(schema: unknown, body: Body): Body {
  const values = body as Record<string, unknown>;
  const fields = richTextFieldsOf(schema).filter((field) => typeof values[field] === 'string');
  if (!fields.length) return body;
  const sanitized = fields.map((field) => [field, sanitizeRichTextHtml(values[field] as string)]);
  return { ...body, ...Object.fromEntries(sanitized) };
}
