import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../schemas/limits';

/**
 * Every request and payload schema bounds what it accepts, so that a new one cannot forget: an
 * integer has a maximum that fits a PostgreSQL integer, a text a maxLength (unless it is one of a
 * fixed set), a list a maxItems.
 */

type Node = Record<string, unknown>;
const isSchema = (value: unknown): value is Node =>
  !!value && typeof value === 'object' && !Array.isArray(value) && ('type' in value || 'properties' in value);

/** Every exported schema of the modules, with the per-section record of content.ts opened up. */
function schemasOf(modules: object[]): [string, Node][] {
  const found: [string, Node][] = [];
  for (const module of modules) {
    for (const [name, value] of Object.entries(module)) {
      if (isSchema(value) && '$id' in value) found.push([String(value.$id), value]);
      else if (value && typeof value === 'object' && !Array.isArray(value)) {
        for (const [key, inner] of Object.entries(value)) if (isSchema(inner)) found.push([`${name}.${key}`, inner]);
      }
    }
  }
  return found;
}

/** What each sub-schema (properties, items, branches) of a schema lacks, by its path. */
function missingLimits(schema: Node, path = ''): string[] {
  const problems: string[] = [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const bounded = 'enum' in schema || 'const' in schema;
  if (types.includes('integer') || types.includes('number')) {
    const max = schema.maximum;
    if (typeof max !== 'number' || max > INT4_MAX)
      problems.push(`${path || '/'}: integer without a maximum ≤ ${INT4_MAX}`);
  }
  if (types.includes('string') && !bounded && typeof schema.maxLength !== 'number') {
    problems.push(`${path || '/'}: text without maxLength`);
  }
  if (types.includes('array') && typeof schema.maxItems !== 'number')
    problems.push(`${path || '/'}: list without maxItems`);
  for (const [key, child] of Object.entries((schema.properties as Node | undefined) ?? {})) {
    if (isSchema(child)) problems.push(...missingLimits(child, `${path}/${key}`));
  }
  for (const key of ['items', 'additionalProperties', 'if', 'then', 'else', 'not'] as const) {
    const child = schema[key];
    if (isSchema(child)) problems.push(...missingLimits(child, `${path}/${key}`));
  }
  return problems;
}

/** Every module of schemas/requests and schemas/payloads: a new one is checked without being named here. */
const modules = Object.values(
  import.meta.glob<object>(['../../schemas/requests/*.ts', '../../schemas/payloads/*.ts'], { eager: true }),
);
/**
 * Addresses the browser opens, whose query is read leniently so that a wrong value lands on /login
 * with a message rather than on an error page (schemas/requests/google-sign-in.ts): a maxLength would
 * turn it into a 400. The URL's own limit (the server's header size) bounds them.
 */
const LENIENT_BROWSER_QUERIES = new Set(['request/google-start-query', 'request/google-callback-query']);
const schemas = schemasOf(modules).filter(([id]) => !LENIENT_BROWSER_QUERIES.has(id));

describe('request and payload schemas', () => {
  it('are found (every module exports some)', () => {
    expect(schemas.length).toBeGreaterThan(20);
  });

  it.each(schemas)('%s bounds every integer, text and list', (_id, schema) => {
    expect(missingLimits(schema)).toEqual([]);
  });

  it('the rule catches what it is for', () => {
    const careless = {
      type: 'object',
      properties: {
        n: { type: 'integer', minimum: 0 },
        big: { type: 'integer', maximum: 2 ** 40 },
        s: { type: 'string' },
        list: { type: 'array', items: { type: 'string', maxLength: 5 } },
        choice: { type: 'string', enum: ['a', 'b'] },
      },
    };
    expect(missingLimits(careless)).toEqual([
      `/n: integer without a maximum ≤ ${INT4_MAX}`,
      `/big: integer without a maximum ≤ ${INT4_MAX}`,
      '/s: text without maxLength',
      '/list: list without maxItems',
    ]);
  });
});
