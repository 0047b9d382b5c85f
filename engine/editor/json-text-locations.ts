/**
 * Where each value of a JSON text is, by its JSON pointer (RFC 6901), for an editor that shows a
 * problem at its path or help at its cursor (the theme studio, app/studio/). A text cut short or
 * broken mid-way gives the values read up to the fault, the unclosed ones running to its end.
 */
export type JsonValueRange = {
  pointer: string;
  /** Where the value starts (its first character) and ends (after its last). */
  start: number;
  end: number;
  /** Where its property name starts, for a value inside an object. */
  keyStart?: number;
  kind: 'object' | 'array' | 'string' | 'other';
  /** False for a value the text breaks off inside (it then runs to the text's end). */
  complete: boolean;
};

const pointerPart = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');

class Stop extends Error {}

/** Every value of `text` with its place, outer values before the values inside them. */
export function jsonValueRanges(text: string): JsonValueRange[] {
  const ranges: JsonValueRange[] = [];
  let at = 0;
  const space = () => {
    while (at < text.length && /\s/.test(text[at]!)) at += 1;
  };
  const expect = (char: string) => {
    if (text[at] !== char) throw new Stop();
    at += 1;
  };
  const string = (): string => {
    const start = at;
    expect('"');
    while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
    expect('"');
    try {
      return JSON.parse(text.slice(start, at)) as string;
    } catch {
      throw new Stop();
    }
  };
  const value = (pointer: string, keyStart?: number) => {
    space();
    if (at >= text.length) throw new Stop();
    const char = text[at];
    const kind = char === '{' ? 'object' : char === '[' ? 'array' : char === '"' ? 'string' : 'other';
    const range: JsonValueRange = { pointer, start: at, end: text.length, kind, complete: false };
    if (keyStart !== undefined) range.keyStart = keyStart;
    ranges.push(range);
    if (kind === 'object' || kind === 'array') {
      const close = kind === 'object' ? '}' : ']';
      at += 1;
      space();
      for (let index = 0; text[at] !== close; index += 1) {
        if (kind === 'object') {
          const start = at;
          const key = string();
          space();
          expect(':');
          value(`${pointer}/${pointerPart(key)}`, start);
        } else {
          value(`${pointer}/${index}`);
        }
        space();
        if (text[at] === ',') {
          at += 1;
          space();
        } else if (text[at] !== close) throw new Stop();
      }
      at += 1;
    } else if (kind === 'string') {
      string();
    } else {
      while (at < text.length && !/[\s,\]}]/.test(text[at]!)) at += 1;
    }
    range.end = at;
    range.complete = true;
  };
  try {
    value('');
  } catch (error) {
    if (!(error instanceof Stop)) throw error;
  }
  return ranges;
}

/**
 * The text to select for a problem at `pointer`: its property and value; for a path not in the text
 * (a required property left out, say), its nearest enclosing value; the start when nothing is read.
 */
export function rangeOfPointer(text: string, pointer: string): { start: number; end: number; pointer: string } {
  const ranges = jsonValueRanges(text);
  for (let wanted = pointer; ; wanted = wanted.slice(0, wanted.lastIndexOf('/'))) {
    const found = ranges.find((range) => range.pointer === wanted);
    if (found) return { start: found.keyStart ?? found.start, end: found.end, pointer: wanted };
    if (!wanted) return { start: 0, end: 0, pointer: '' };
  }
}

/** The innermost value the cursor at `offset` is in (its bounds included), or undefined outside all. */
export function valueAt(
  text: string,
  offset: number,
  ranges: readonly JsonValueRange[] = jsonValueRanges(text),
): JsonValueRange | undefined {
  let inner: JsonValueRange | undefined;
  for (const range of ranges) {
    const container = range.kind === 'object' || range.kind === 'array';
    // Inside a container is between its brackets; at a plain value, anywhere on it or at its ends.
    const inside = container
      ? offset > range.start && (offset < range.end || !range.complete)
      : offset >= range.start && offset <= range.end;
    if (inside && (!inner || range.start >= inner.start)) inner = range;
  }
  return inner;
}
