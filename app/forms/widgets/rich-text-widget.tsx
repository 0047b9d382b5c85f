import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import {
  activeFormats,
  editorContent,
  editorValue,
  FORMAT_COMMANDS,
  insertHtml,
  insertLink,
  linkAt,
  pastedHtml,
  rangeIn,
  restoreRange,
  runCommand,
  type RichTextFormat,
} from './rich-text-editing';
import { RichTextLinkForm } from './rich-text-link-form';
import './rich-text-widget.css';

/** A toolbar mark drawn as lines (no letters for a screen reader or a label check to read). */
const drawn = (paths: string) => (
  <svg
    viewBox="0 0 20 20"
    width="20"
    height="20"
    fill="none"
    stroke="currentColor"
    strokeWidth="1.8"
    strokeLinecap="round"
  >
    <path d={paths} />
  </svg>
);

/** The toolbar's buttons: Indonesian names (read by screen readers), their mark and shortcut. */
export const RICH_TEXT_BUTTONS: readonly { format: RichTextFormat; label: string; mark: ReactNode; keys?: string }[] = [
  { format: 'bold', label: 'Tebal', mark: 'B', keys: 'Ctrl+B' },
  { format: 'italic', label: 'Miring', mark: 'I', keys: 'Ctrl+I' },
  { format: 'bullets', label: 'Daftar', mark: drawn('M3 5h.01M3 10h.01M3 15h.01M7 5h10M7 10h10M7 15h10') },
  {
    format: 'numbers',
    label: 'Daftar bernomor',
    mark: drawn('M3 3.5l1.2-.8V7M2.8 11.2c.6-.8 2.2-.6 1.8.6L2.8 14h2M7 5h10M7 10h10M7 15h10'),
  },
  {
    format: 'link',
    label: 'Tautan',
    mark: drawn(
      'M8.5 11.5a3 3 0 0 0 4.2 0l2.8-2.8a3 3 0 0 0-4.2-4.2l-.9.9M11.5 8.5a3 3 0 0 0-4.2 0l-2.8 2.8a3 3 0 0 0 4.2 4.2l.9-.9',
    ),
    keys: 'Ctrl+K',
  },
];

const EMPTY_PARAGRAPH = '<p><br></p>';

const SHORTCUTS: Record<string, RichTextFormat> = { b: 'bold', i: 'italic', k: 'link' };

type LinkEdit = { range: Range; href: string; existing: HTMLAnchorElement | null };

/**
 * Rich text (docs/product.md#helpers): a light editor for a story, a wishlist item's or a section's
 * description. A toolbar (Tebal, Miring, Daftar, Daftar bernomor, Tautan; Ctrl+B, Ctrl+I, Ctrl+K)
 * over an editable area; what it sends keeps only the allowed tags (engine/format/rich-text.ts), a
 * paste included. Plain text saved before the editor opens as paragraphs; an emptied field sends no
 * value.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, placeholder, disabled, readonly, label, options, onChange, onBlur, onFocus } = props;
  const area = useRef<HTMLDivElement>(null);
  /** The value this editor last sent: a value from elsewhere (a reset, a reload) replaces the content. */
  const sent = useRef<string | undefined>(undefined);
  const [active, setActive] = useState<Set<RichTextFormat>>(() => new Set());
  const [empty, setEmpty] = useState(true);
  const [linkEdit, setLinkEdit] = useState<LinkEdit | null>(null);
  const off = Boolean(disabled || readonly);

  useLayoutEffect(() => {
    const root = area.current;
    if (!root || (root.hasChildNodes() && (value ?? undefined) === sent.current)) return;
    // An empty editor starts with an empty paragraph: the first line typed is a paragraph too.
    root.innerHTML = editorContent(value) || EMPTY_PARAGRAPH;
    sent.current = value ?? undefined;
    setEmpty(editorValue(root) === '');
  }, [value]);

  const refreshState = useCallback(() => {
    if (!area.current) return;
    const next = activeFormats(area.current);
    // A selection anywhere on the page is told here: only a change of formats renders again.
    setActive((current) => (current.size === next.size && [...next].every((f) => current.has(f)) ? current : next));
  }, []);

  useEffect(() => {
    const document = area.current?.ownerDocument;
    document?.addEventListener('selectionchange', refreshState);
    return () => document?.removeEventListener('selectionchange', refreshState);
  }, [refreshState]);

  const send = () => {
    const root = area.current;
    if (!root) return;
    const html = editorValue(root);
    setEmpty(html === '');
    sent.current = html || undefined;
    onChange(html || undefined);
    refreshState();
  };

  const openLinkForm = () => {
    const root = area.current;
    const range = root && rangeIn(root);
    if (!root || !range) return;
    const existing = linkAt(root);
    setLinkEdit({ range: range.cloneRange(), href: existing?.getAttribute('href') ?? '', existing });
  };

  const apply = (format: RichTextFormat) => {
    const root = area.current;
    if (!root || off) return;
    if (format === 'link') return openLinkForm();
    if (!rangeIn(root)) root.focus();
    runCommand(root.ownerDocument, 'styleWithCSS', 'false');
    runCommand(root.ownerDocument, FORMAT_COMMANDS[format]);
    send();
  };

  const closeLinkForm = (edit: LinkEdit, change: (root: HTMLElement) => void) => {
    const root = area.current;
    setLinkEdit(null);
    if (!root) return;
    root.focus();
    restoreRange(edit.range);
    change(root);
    send();
  };

  const keyDown = (event: KeyboardEvent) => {
    const format = (event.ctrlKey || event.metaKey) && !event.altKey ? SHORTCUTS[event.key.toLowerCase()] : undefined;
    if (!format) return;
    event.preventDefault();
    apply(format);
  };

  const rows = typeof options.rows === 'number' ? options.rows : 4;
  return (
    <div className={`rich-editor${off ? ' rich-editor--off' : ''}`}>
      <div className="rich-editor__toolbar" role="toolbar" aria-label="Format teks" aria-controls={id}>
        {RICH_TEXT_BUTTONS.map(({ format, label: name, mark, keys }) => (
          <button
            key={format}
            type="button"
            className={`rich-editor__button rich-editor__button--${format}`}
            aria-label={name}
            aria-pressed={active.has(format)}
            title={keys ? `${name} (${keys})` : name}
            disabled={off}
            // The editor keeps its selection: the button acts on it.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => apply(format)}
          >
            <span aria-hidden="true">{mark}</span>
          </button>
        ))}
      </div>
      {linkEdit ? (
        <RichTextLinkForm
          initial={linkEdit.href}
          canRemove={linkEdit.existing !== null}
          onCancel={() => closeLinkForm(linkEdit, () => {})}
          onRemove={() =>
            closeLinkForm(linkEdit, () => linkEdit.existing?.replaceWith(...linkEdit.existing.childNodes))
          }
          onApply={(href) =>
            closeLinkForm(linkEdit, (root) => {
              if (linkEdit.existing) linkEdit.existing.setAttribute('href', href);
              else insertLink(root, linkEdit.range, href);
            })
          }
        />
      ) : null}
      <div
        ref={area}
        id={id}
        className={`rich-editor__area ui-field__input${empty ? ' rich-editor__area--empty' : ''}`}
        contentEditable={!off}
        suppressContentEditableWarning
        role="textbox"
        aria-multiline="true"
        aria-label={label}
        aria-disabled={off || undefined}
        aria-describedby={ariaDescribedByIds(id)}
        data-placeholder={placeholder || undefined}
        style={{ minHeight: `${rows * 1.6 + 1}em` }}
        tabIndex={off ? -1 : 0}
        onInput={send}
        onKeyDown={keyDown}
        onKeyUp={refreshState}
        onMouseUp={refreshState}
        onFocus={() => {
          // New lines become paragraphs, as the saved text has them.
          runCommand(area.current!.ownerDocument, 'defaultParagraphSeparator', 'p');
          onFocus(id, value);
        }}
        onBlur={() => onBlur(id, sent.current)}
        onPaste={(event) => {
          event.preventDefault();
          const html = pastedHtml(event.clipboardData);
          if (html && area.current) insertHtml(area.current, html);
          send();
        }}
      />
    </div>
  );
}
