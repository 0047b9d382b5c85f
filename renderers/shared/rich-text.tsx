import { isEmptyHtml } from '../../engine/format/empty-html';
import { htmlToPlainText, sanitizeRichText } from '../../engine/format/rich-text';

type Props = { html: string | null | undefined; className?: string };

/**
 * An owner's HTML (a description, a story) sanitized to basic formatting (paragraphs, line breaks,
 * bold, italic, underline, lists, links opening safely in a new tab). Renders nothing when the HTML
 * is empty (only empty tags, line breaks or non-breaking spaces). Without a DOM (server rendering)
 * it shows the plain text.
 */
export function RichText({ html, className }: Props) {
  if (!html || isEmptyHtml(html)) return null;
  const classes = className ? `rich-text ${className}` : 'rich-text';
  const clean = sanitizeRichText(html);
  if (clean === null) {
    const text = htmlToPlainText(html);
    return text ? <div className={`${classes} rich-text--plain`}>{text}</div> : null;
  }
  if (isEmptyHtml(clean)) return null;
  return <div className={classes} dangerouslySetInnerHTML={{ __html: clean }} />;
}
