/**
 * A field that takes the owner's rich text (docs/product.md#helpers): HTML from the editor (or plain
 * text written before it), marked with JSON Schema's `contentMediaType` so that the API's document
 * says so and the server sanitizes every field marked so where a request enters.
 */
export const RICH_TEXT_MEDIA_TYPE = 'text/html';

/** The names of an object schema's properties that take rich text. */
export function richTextFieldsOf(schema: unknown): string[] {
  const properties = (schema as { properties?: Record<string, unknown> } | null)?.properties ?? {};
  return Object.entries(properties)
    .filter(
      ([, property]) => (property as { contentMediaType?: unknown } | null)?.contentMediaType === RICH_TEXT_MEDIA_TYPE,
    )
    .map(([name]) => name);
}
