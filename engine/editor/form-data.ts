/**
 * A form's data taken from a record (an invitation, a section row): the properties the form's
 * schema has, one level of objects deep, without nulls (a form field holds a value or nothing).
 */
type SchemaNode = { properties?: Record<string, SchemaNode> };

export function formDataFrom(
  schema: object,
  record: Record<string, unknown> | null | undefined,
): Record<string, unknown> {
  const properties = (schema as SchemaNode).properties ?? {};
  const data: Record<string, unknown> = {};
  for (const [key, property] of Object.entries(properties)) {
    const value = record?.[key];
    if (value === null || value === undefined) continue;
    if (property.properties && typeof value === 'object' && !Array.isArray(value)) {
      data[key] = formDataFrom(property, value as Record<string, unknown>);
    } else {
      data[key] = value;
    }
  }
  return data;
}

/**
 * A whole-row save (a section's PUT replaces its copy and extra) from a row and a form that edits
 * part of it: every field the row has, where the form's fields replace theirs. A form field left
 * blank (absent from `changes`) is cleared; the row's fields the form does not show are kept,
 * inside its objects too (the labels the form has not, say).
 */
export function rowWithChanges(
  schema: object,
  row: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const properties = (schema as SchemaNode).properties ?? {};
  const merged: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) if (value !== null && value !== undefined) merged[key] = value;
  for (const [key, property] of Object.entries(properties)) {
    const kept = merged[key];
    if (property.properties && kept && typeof kept === 'object' && !Array.isArray(kept)) {
      const others = Object.fromEntries(Object.entries(kept).filter(([field]) => !(field in property.properties!)));
      merged[key] = { ...others, ...(changes[key] as object | undefined) };
    } else if (changes[key] === undefined) {
      delete merged[key];
    } else {
      merged[key] = changes[key];
    }
  }
  return merged;
}
