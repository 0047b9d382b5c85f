import { describe, expect, it } from 'vitest';
import { completionsAt, schemaAt, type SchemaNode } from '../../../engine/editor/json-schema-completions';

const schema: SchemaNode = {
  type: 'object',
  required: ['name', 'colors'],
  properties: {
    kind: { type: 'string', enum: ['floral', 'deco'] },
    name: { type: 'string', description: 'Shown in the picker' },
    colors: { type: 'object', additionalProperties: { type: 'string' } },
    sections: { type: 'object', properties: { gift: { type: 'string' } } },
  },
};

describe("the schema's help at the cursor", () => {
  it('walks properties and additionalProperties', () => {
    expect(schemaAt(schema, '/colors/any')).toEqual({ type: 'string' });
    expect(schemaAt(schema, '/unknown/x')).toBeUndefined();
  });

  it('offers the properties an object may still take, required first, with the commas they need', () => {
    const text = '{ "kind": "deco" }';
    const { pointer, completions } = completionsAt(schema, text, text.indexOf('}'));
    expect(pointer).toBe('');
    expect(completions.map((c) => c.label)).toEqual(['name', 'colors', 'sections']);
    const name = completions[0]!;
    expect(text.slice(0, name.from) + name.insert + text.slice(name.to)).toBe('{ "kind": "deco" ,"name": ""}');
    expect(JSON.parse(text.slice(0, name.from) + name.insert + text.slice(name.to))).toEqual({
      kind: 'deco',
      name: '',
    });
  });

  it("offers a value's allowed values, and those given for its path, replacing it", () => {
    const text = '{ "kind": "x", "sections": { "gift": "" } }';
    const kind = completionsAt(schema, text, text.indexOf('"x"') + 1);
    expect(kind.completions.map((c) => c.insert)).toEqual(['"floral"', '"deco"']);
    const gift = completionsAt(schema, text, text.indexOf('""') + 1, (pointer) =>
      pointer === '/sections/gift' ? ['gift.cards'] : [],
    );
    const [only] = gift.completions;
    expect(text.slice(0, only!.from) + only!.insert + text.slice(only!.to)).toBe(
      '{ "kind": "x", "sections": { "gift": "gift.cards" } }',
    );
  });
});
