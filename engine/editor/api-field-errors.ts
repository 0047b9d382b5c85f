import type { FieldError } from '../validation/validate-payload';

/**
 * Field errors (the API's `errors` of a 400, or the form's own check) placed on a form's fields: a
 * tree that follows the dotted field paths (`style.show_groom_parent`, `events.0.label`), each field
 * holding its messages under `__errors`, which is the shape a schema form shows at its fields
 * (RJSF's ErrorSchema). An error without a field (`''`) sits at the root.
 */
export type FieldErrorTree = { __errors?: string[] } & { [field: string]: FieldErrorTree | string[] | undefined };

/** Keys that would reach an object's prototype: such a path is kept at the root, not walked. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype', '__errors']);

function pathOf(field: string): string[] | null {
  if (!field) return [];
  const parts = field.split('.');
  return parts.some((part) => !part || UNSAFE_KEYS.has(part)) ? null : parts;
}

export function fieldErrorTree(errors: readonly FieldError[]): FieldErrorTree {
  const root: FieldErrorTree = {};
  for (const { field, message } of errors) {
    let node = root;
    for (const part of pathOf(field) ?? []) {
      const next = Object.hasOwn(node, part) ? (node[part] as FieldErrorTree) : undefined;
      node = next ?? (node[part] = {});
    }
    const messages = (node.__errors ??= []);
    if (!messages.includes(message)) messages.push(message);
  }
  return root;
}

type SchemaNode = { properties?: Record<string, SchemaNode>; items?: SchemaNode };

/** Whether a dotted field path names a property the schema (a form) has: list indexes are walked through. */
function inSchema(schema: SchemaNode, field: string): boolean {
  const parts = pathOf(field);
  if (!parts || !parts.length) return false;
  let node: SchemaNode | undefined = schema;
  for (const part of parts) {
    if (!node) return false;
    node = /^\d+$/.test(part) && node.items ? node.items : node.properties?.[part];
  }
  return node !== undefined;
}

/**
 * The errors a form can show at its fields, and the rest (fields the form has not, or no field),
 * which the page says in its status message instead, so that no message goes unseen.
 */
export function splitFieldErrors(
  errors: readonly FieldError[],
  schema: object,
): { atFields: FieldError[]; elsewhere: FieldError[] } {
  const atFields: FieldError[] = [];
  const elsewhere: FieldError[] = [];
  for (const error of errors) (inSchema(schema as SchemaNode, error.field) ? atFields : elsewhere).push(error);
  return { atFields, elsewhere };
}
