/**
 * Form data for a schema from its own annotations, as an owner filling every field would type it:
 * each field's first `examples` value, else its `default`, else its first `enum` choice, else `true`
 * for a switch. `missing` lists the fields none of these fills (a new field without an example).
 */
type Node = {
  type?: unknown;
  properties?: Record<string, Node>;
  examples?: unknown[];
  default?: unknown;
  enum?: unknown[];
};

export function exampleData(schema: unknown, path = ''): { data: Record<string, unknown>; missing: string[] } {
  const data: Record<string, unknown> = {};
  const missing: string[] = [];
  for (const [key, property] of Object.entries((schema as Node).properties ?? {})) {
    const at = path ? `${path}.${key}` : key;
    if (property.properties) {
      const inner = exampleData(property, at);
      data[key] = inner.data;
      missing.push(...inner.missing);
      continue;
    }
    const value =
      property.examples?.[0] ??
      (property.default === '' || (Array.isArray(property.default) && property.default.length === 0)
        ? undefined
        : property.default) ??
      property.enum?.[0] ??
      (property.type === 'boolean' ? true : undefined);
    if (value === undefined) missing.push(at);
    else data[key] = value;
  }
  return { data, missing };
}

/** Every field of a schema, as the paths RJSF names its inputs by (`extra.hide` -> `extra_hide`). */
export function fieldPaths(schema: unknown, path: string[] = []): string[][] {
  return Object.entries((schema as Node).properties ?? {}).flatMap(([key, property]) =>
    property.properties ? fieldPaths(property, [...path, key]) : [[...path, key]],
  );
}
