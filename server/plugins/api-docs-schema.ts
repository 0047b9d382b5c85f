/**
 * The keywords of JSON Schema 2020-12 (OpenAPI 3.1's dialect) and OpenAPI's own, by what their value
 * holds. Our schemas are written for ajv (schemas/json-schema.ts): ajv-errors' `errorMessage`,
 * ajv-formats' `formatMinimum`/`formatMaximum`, and `$id`s that an OpenAPI tool would take for
 * documents to fetch. An allowlist rather than a list of ajv's keywords: whatever ajv plugin comes
 * next stays out of the document too.
 */
const ONE_SCHEMA = [
  'additionalProperties',
  'contains',
  'contentSchema',
  'else',
  'if',
  'items',
  'not',
  'propertyNames',
  'then',
  'unevaluatedItems',
  'unevaluatedProperties',
];
const SCHEMA_LISTS = ['allOf', 'anyOf', 'oneOf', 'prefixItems'];
const SCHEMA_MAPS = ['$defs', 'dependentSchemas', 'patternProperties', 'properties'];
/** Keywords whose value is data (a default, examples, a const) or a plain setting: kept as they are. */
const VALUES = [
  '$anchor',
  '$comment',
  '$dynamicAnchor',
  '$dynamicRef',
  '$ref',
  'const',
  'contentEncoding',
  'contentMediaType',
  'default',
  'dependentRequired',
  'deprecated',
  'description',
  'enum',
  'examples',
  'exclusiveMaximum',
  'exclusiveMinimum',
  'format',
  'maxContains',
  'maximum',
  'maxItems',
  'maxLength',
  'maxProperties',
  'minContains',
  'minimum',
  'minItems',
  'minLength',
  'minProperties',
  'multipleOf',
  'pattern',
  'readOnly',
  'required',
  'title',
  'type',
  'uniqueItems',
  'writeOnly',
  // OpenAPI's additions to the Schema Object.
  'discriminator',
  'example',
  'externalDocs',
  'xml',
];

type Keep = (value: unknown) => unknown;
const asIs: Keep = (value) => value;
const eachValue = (map: unknown) =>
  map && typeof map === 'object'
    ? Object.fromEntries(Object.entries(map).map(([key, inner]) => [key, openApiSchema(inner)]))
    : map;

const KEEP = new Map<string, Keep>([
  ...ONE_SCHEMA.map((key): [string, Keep] => [key, openApiSchema]),
  ...SCHEMA_LISTS.map((key): [string, Keep] => [
    key,
    (value) => (Array.isArray(value) ? value.map(openApiSchema) : value),
  ]),
  ...SCHEMA_MAPS.map((key): [string, Keep] => [key, eachValue]),
  ...VALUES.map((key): [string, Keep] => [key, asIs]),
]);

/**
 * A JSON Schema of ours as an OpenAPI 3.1 Schema Object: the keywords OpenAPI knows (and `x-`
 * extensions), nothing of ajv's. Walks the schema by its keywords, so a property or a default that
 * happens to be named like a keyword is left alone. The route's own schema (its validation) is not
 * changed: this makes a copy.
 */
export function openApiSchema(schema: unknown): unknown {
  // A boolean schema, or a draft-07 tuple's list of schemas under `items`.
  if (Array.isArray(schema)) return schema.map(openApiSchema);
  if (!schema || typeof schema !== 'object') return schema;
  return Object.fromEntries(
    Object.entries(schema).flatMap(([key, value]) => {
      const keep = KEEP.get(key) ?? (key.startsWith('x-') ? asIs : undefined);
      return keep ? [[key, keep(value)]] : [];
    }),
  );
}
