import { jsonValueRanges, valueAt } from './json-text-locations';

/** The parts of a JSON schema an editor's help reads (plain draft-07 objects, no `$ref`). */
export type SchemaNode = {
  type?: string | readonly string[];
  title?: string;
  description?: string;
  properties?: Readonly<Record<string, SchemaNode>>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode | readonly SchemaNode[];
  enum?: readonly unknown[];
  const?: unknown;
  required?: readonly string[];
};

/** One suggestion: what to show, and the text to put at `from`..`to`. */
export type JsonCompletion = { label: string; detail?: string; insert: string; from: number; to: number };

const unescapePart = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');

/** The schema of the value at `pointer`, or undefined where the schema says nothing of it. */
export function schemaAt(schema: SchemaNode, pointer: string): SchemaNode | undefined {
  let node: SchemaNode | undefined = schema;
  for (const part of pointer.split('/').slice(1).map(unescapePart)) {
    if (!node) return undefined;
    if (node.properties && part in node.properties) node = node.properties[part];
    else if (node.items) node = Array.isArray(node.items) ? node.items[Number(part)] : (node.items as SchemaNode);
    else if (node.additionalProperties && typeof node.additionalProperties === 'object')
      node = node.additionalProperties;
    else return undefined;
  }
  return node;
}

/** A value to start a property with, as JSON text. */
function placeholder(node: SchemaNode): string {
  if (node.const !== undefined) return JSON.stringify(node.const);
  if (node.enum?.length) return JSON.stringify(node.enum[0]);
  const type = Array.isArray(node.type) ? node.type[0] : node.type;
  if (type === 'object') return '{}';
  if (type === 'array') return '[]';
  if (type === 'number' || type === 'integer') return '0';
  if (type === 'boolean') return 'false';
  return '""';
}

const nonSpaceBefore = (text: string, offset: number) => text.slice(0, offset).trimEnd().at(-1);
const nonSpaceAfter = (text: string, offset: number) => text.slice(offset).trimStart()[0];

/**
 * What the schema offers at the cursor: inside an object, the properties it may still take (required
 * ones first), each inserted with a comma where the neighbours need one; on a value, the values its
 * schema allows, and those `valuesFor` adds for its path (renderer ids, say), replacing it.
 */
export function completionsAt(
  schema: SchemaNode,
  text: string,
  offset: number,
  valuesFor: (pointer: string) => readonly string[] = () => [],
): { pointer: string; completions: JsonCompletion[] } {
  const ranges = jsonValueRanges(text);
  const at = valueAt(text, offset, ranges);
  if (!at) return { pointer: '', completions: [] };
  const node = schemaAt(schema, at.pointer);
  if (at.kind === 'object') {
    const present = new Set(
      ranges
        .filter(
          (range) =>
            range.pointer.startsWith(`${at.pointer}/`) && !range.pointer.slice(at.pointer.length + 1).includes('/'),
        )
        .map((range) => unescapePart(range.pointer.slice(at.pointer.length + 1))),
    );
    const required = new Set(node?.required ?? []);
    const names = Object.keys(node?.properties ?? {})
      .filter((name) => !present.has(name))
      .sort((a, b) => Number(required.has(b)) - Number(required.has(a)));
    const before = nonSpaceBefore(text, offset);
    const lead = before === '{' || before === ',' ? '' : ',';
    const trail = nonSpaceAfter(text, offset) === '"' ? ',' : '';
    return {
      pointer: at.pointer,
      completions: names.map((name) => {
        const property = node!.properties![name]!;
        return {
          label: name,
          detail: [required.has(name) ? 'required' : '', property.description ?? property.title ?? '']
            .filter(Boolean)
            .join(' · '),
          insert: `${lead}"${name}": ${placeholder(property)}${trail}`,
          from: offset,
          to: offset,
        };
      }),
    };
  }
  const values = [...(node?.enum ?? []), ...(node?.const !== undefined ? [node.const] : []), ...valuesFor(at.pointer)];
  return {
    pointer: at.pointer,
    completions: [...new Set(values)].map((value) => ({
      label: JSON.stringify(value),
      detail: node?.description,
      insert: JSON.stringify(value),
      from: at.start,
      to: at.end,
    })),
  };
}
