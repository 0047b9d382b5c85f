/**
 * The JSON Schema dialect every contract in this folder is written in: standard draft-07 keywords plus
 * ajv-errors' `errorMessage` and ajv-formats' `formatMinimum`/`formatMaximum`, so that the exact
 * Indonesian messages (docs/product.md#validation) live beside the rule they explain. Types always come
 * from the schema through `FromSchema`, never by hand.
 */
import type { ExtendedJSONSchema, FromExtendedSchema } from 'json-schema-to-ts';

export type SchemaKeywords = {
  errorMessage: string | { readonly [key: string]: unknown };
  /** ajv-formats' bounds of a formatted string (a date-time's earliest and latest). */
  formatMinimum: string;
  formatMaximum: string;
};

export type Schema = ExtendedJSONSchema<SchemaKeywords>;

export type FromSchema<S extends Schema> = FromExtendedSchema<SchemaKeywords, S>;

/**
 * A schema to embed more than once in another: ajv refuses one `$id` at two places of a schema, so
 * the copy goes without it.
 */
export function embedded<const S extends { $id: string }>(schema: S): Omit<S, '$id'> {
  const { $id: _id, ...rest } = schema;
  return rest;
}
