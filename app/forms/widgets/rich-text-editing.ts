import { cleanRichText } from '../../../engine/format/rich-text';
import { plainTextToHtml } from '../../../engine/format/rich-text-rules';

/** The formatting the toolbar offers, each a button with its Indonesian name. */
export type RichTextFormat = 'bold' | 'italic' | 'bullets' | 'numbers' | 'link';

/** The browser's editing command for each format the toolbar applies with one (a link has its form). */
export const FORMAT_COMMANDS = {
  bold: 'bold',
  italic: 'italic',
  bullets: 'insertUnorderedList',
  numbers: 'insertOrderedList',
} as const satisfies Partial<Record<RichTextFormat, string>>;

/** The elements that show each format where the caret is (a browser writes b and i, we keep strong and em). */
const FORMAT_ELEMENTS: Record<RichTextFormat, string> = {
  bold: 'strong, b',
  italic: 'em, i',
  bullets: 'ul',
  numbers: 'ol',
  link: 'a',
};

/** The editor's HTML as it is saved (engine/format/rich-text.ts): allowed tags only, '' when empty. */
export function editorValue(root: HTMLElement): string {
  return cleanRichText(root.innerHTML) ?? '';
}

/** A stored value as the editor shows it: plain text (from before the editor) as paragraphs, cleaned. */
export function editorContent(value: unknown): string {
  return typeof value === 'string' ? (cleanRichText(plainTextToHtml(value)) ?? '') : '';
}

/** The selection's range when it lies in `root`. */
export function rangeIn(root: HTMLElement): Range | null {
  const selection = root.ownerDocument.getSelection();
  if (!selection || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  return root.contains(range.commonAncestorContainer) ? range : null;
}

/** The formats in force where the selection is: the browser's own state for bold and italic, where it has one. */
export function activeFormats(root: HTMLElement): Set<RichTextFormat> {
  const range = rangeIn(root);
  const active = new Set<RichTextFormat>();
  if (!range) return active;
  const start = range.startContainer;
  const element = start instanceof Element ? start : start.parentElement;
  for (const format of Object.keys(FORMAT_ELEMENTS) as RichTextFormat[]) {
    const found = element?.closest(FORMAT_ELEMENTS[format]);
    if (found && root.contains(found) && found !== root) active.add(format);
  }
  const document = root.ownerDocument;
  if (typeof document.queryCommandState === 'function') {
    for (const format of ['bold', 'italic'] as const) {
      if (document.queryCommandState(FORMAT_COMMANDS[format])) active.add(format);
      else active.delete(format);
    }
  }
  return active;
}

/** Runs a browser editing command; false where the browser has none (the caller then edits the DOM). */
export function runCommand(document: Document, command: string, value?: string): boolean {
  if (typeof document.execCommand !== 'function') return false;
  return document.execCommand(command, false, value);
}

/** Puts `range` back as the selection (after the link form had the focus). */
export function restoreRange(range: Range) {
  const selection = range.startContainer.ownerDocument?.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}

/**
 * Inserts cleaned HTML where the selection is (replacing what is selected): through the browser's
 * command, which the undo history keeps, or by editing the DOM where there is none.
 */
export function insertHtml(root: HTMLElement, html: string) {
  const document = root.ownerDocument;
  if (runCommand(document, 'insertHTML', html)) return;
  const range = rangeIn(root);
  const template = document.createElement('template');
  template.innerHTML = html;
  if (!range) return void root.append(template.content);
  range.deleteContents();
  const last = template.content.lastChild;
  range.insertNode(template.content);
  if (last) {
    range.setStartAfter(last);
    range.collapse(true);
    restoreRange(range);
  }
}

/** What a paste brings, cleaned to the allow-list: its HTML, else its text (line breaks kept). */
export function pastedHtml(data: Pick<DataTransfer, 'getData'>): string {
  const html = data.getData('text/html');
  if (html) return cleanRichText(html) ?? '';
  const text = data.getData('text/plain');
  if (!text.includes('\n')) return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return cleanRichText(plainTextToHtml(text)) ?? '';
}

/** The link the selection is in, if any. */
export function linkAt(root: HTMLElement): HTMLAnchorElement | null {
  const range = rangeIn(root);
  const start = range?.startContainer;
  const element = start instanceof Element ? start : start?.parentElement;
  const link = element?.closest('a');
  return link && root.contains(link) ? link : null;
}

/** Makes the selected words a link to `href` (the address itself when nothing is selected). */
export function insertLink(root: HTMLElement, range: Range, href: string) {
  const document = root.ownerDocument;
  restoreRange(range);
  if (!range.collapsed && runCommand(document, 'createLink', href)) return;
  const link = document.createElement('a');
  link.setAttribute('href', href);
  if (range.collapsed) link.textContent = href.replace(/^(mailto|tel):/, '');
  else link.append(range.extractContents());
  range.insertNode(link);
  range.setStartAfter(link);
  range.collapse(true);
  restoreRange(range);
}
