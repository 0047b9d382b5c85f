import { useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { completionsAt, type JsonCompletion, type SchemaNode } from '../../engine/editor/json-schema-completions';
import { rangeOfPointer } from '../../engine/editor/json-text-locations';
import { themeManifestSchema } from '../../schemas/manifest.schema';
import { rendererIdsAt } from './studio-check';

/** How the studio moves the editor to a problem. */
export type ManifestEditorHandle = { showPointer: (pointer: string) => void };

const LINE_HEIGHT_PX = 20;
const schema = themeManifestSchema as unknown as SchemaNode;

/**
 * The manifest's text, with the schema's help at the cursor: inside an object the properties it may
 * still take, on a value the values allowed there (renderer ids for a section); a click puts one in.
 */
export function ManifestEditor({
  text,
  onChange,
  ref,
}: {
  text: string;
  onChange: (text: string) => void;
  ref: Ref<ManifestEditorHandle>;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [cursor, setCursor] = useState(0);
  const select = (start: number, end: number) => {
    const element = area.current;
    if (!element) return;
    element.focus();
    element.setSelectionRange(start, end);
    const line = text.slice(0, start).split('\n').length - 1;
    element.scrollTop = Math.max(0, (line - 4) * LINE_HEIGHT_PX);
    setCursor(start);
  };
  useImperativeHandle(ref, () => ({
    showPointer: (pointer) => {
      const { start, end } = rangeOfPointer(text, pointer);
      select(start, end);
    },
  }));
  const help = useMemo(() => completionsAt(schema, text, cursor, rendererIdsAt), [text, cursor]);
  const apply = (completion: JsonCompletion) => {
    const next = text.slice(0, completion.from) + completion.insert + text.slice(completion.to);
    onChange(next);
    const end = completion.from + completion.insert.length;
    requestAnimationFrame(() => {
      area.current?.focus();
      area.current?.setSelectionRange(end, end);
      setCursor(end);
    });
  };
  const track = () => setCursor(area.current?.selectionStart ?? 0);
  return (
    <div className="studio-editor">
      <textarea
        ref={area}
        className="studio-editor__text"
        aria-label="Manifest JSON"
        spellCheck={false}
        value={text}
        style={{ lineHeight: `${LINE_HEIGHT_PX}px` }}
        onChange={(event) => {
          onChange(event.target.value);
          setCursor(event.target.selectionStart);
        }}
        onSelect={track}
        onClick={track}
        onKeyUp={track}
      />
      <div className="studio-editor__help" aria-label="Schema help">
        <div className="studio-editor__at">
          At <code>{help.pointer || '/'}</code>
          {help.completions.length ? '' : ': nothing to add here'}
        </div>
        <ul className="studio-editor__completions">
          {help.completions.map((completion) => (
            <li key={completion.label}>
              <button type="button" onClick={() => apply(completion)} title={completion.detail}>
                <code>{completion.label}</code>
                {completion.detail ? <span>{completion.detail}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
