import { describe, expect, it } from 'vitest';
import { jsonValueRanges, rangeOfPointer, valueAt } from '../../../engine/editor/json-text-locations';

const text = `{
  "id": "amber",
  "tokens": { "colors": { "text": "#111111", "a/b": 1 } },
  "list": [1, { "x": true }]
}`;

const selected = (source: string, pointer: string) => {
  const { start, end } = rangeOfPointer(source, pointer);
  return source.slice(start, end);
};

describe("a problem's JSON path in the editor's text", () => {
  it('selects the property and its value', () => {
    expect(selected(text, '/tokens/colors/text')).toBe('"text": "#111111"');
    expect(selected(text, '/id')).toBe('"id": "amber"');
  });

  it('finds array items and escaped names', () => {
    expect(selected(text, '/list/1/x')).toBe('"x": true');
    expect(selected(text, '/list/0')).toBe('1');
    expect(selected(text, '/tokens/colors/a~1b')).toBe('"a/b": 1');
  });

  it('falls back to the nearest enclosing value for a path not in the text (a missing property)', () => {
    const found = rangeOfPointer(text, '/tokens/colors/onPrimary');
    expect(found.pointer).toBe('/tokens/colors');
    expect(text.slice(found.start, found.end)).toBe('"colors": { "text": "#111111", "a/b": 1 }');
  });

  it('is the whole text for the root, and the start when nothing can be read', () => {
    expect(selected(text, '')).toBe(text);
    expect(rangeOfPointer('  ', '/id')).toEqual({ start: 0, end: 0, pointer: '' });
  });

  it('reads a text broken mid-way up to the fault', () => {
    const broken = '{ "id": "a", "tokens": { "colors": { "text": "#1';
    expect(selected(broken, '/id')).toBe('"id": "a"');
    expect(jsonValueRanges(broken).find((range) => range.pointer === '/tokens')?.complete).toBe(false);
  });
});

describe('the value at the cursor', () => {
  it('is the innermost object the cursor is between the braces of', () => {
    expect(valueAt(text, text.indexOf('"text"'))?.pointer).toBe('/tokens/colors');
    expect(valueAt(text, text.indexOf('"tokens"'))?.pointer).toBe('');
  });

  it('is a plain value the cursor is on', () => {
    expect(valueAt(text, text.indexOf('#111111'))?.pointer).toBe('/tokens/colors/text');
  });
});
