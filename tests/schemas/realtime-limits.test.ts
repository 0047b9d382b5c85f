import { describe, expect, it } from 'vitest';
import { SEQ_MAX } from '../../schemas/limits';
import * as realtime from '../../schemas/realtime/guestbook-messages';

/**
 * Every realtime message schema bounds its numbers as request-limits.test.ts does the requests':
 * whole numbers only (`integer`, never `number`), each with a minimum and a maximum within the safe
 * integers (SEQ_MAX, what a bigint seq column read as a JavaScript number can be), and every text a
 * socket sends (the hello) a maxLength, so that a value past what the database holds is refused by
 * the schema, never by a failing query.
 */

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** What each sub-schema (properties, items, branches) lacks, by its path; `texts`: whether texts need a maxLength. */
function missingLimits(schema: Node, texts: boolean, path = ''): string[] {
  const problems: string[] = [];
  const types = ([] as unknown[]).concat(schema.type ?? []);
  const where = path || '/';
  if (types.includes('number')) problems.push(`${where}: a number that is not an integer`);
  if (types.includes('integer')) {
    const { minimum, maximum } = schema;
    if (typeof minimum !== 'number' || minimum < 0) problems.push(`${where}: integer without a minimum ≥ 0`);
    if (typeof maximum !== 'number' || maximum > SEQ_MAX)
      problems.push(`${where}: integer without a maximum ≤ SEQ_MAX`);
  }
  if (texts && types.includes('string') && !('enum' in schema) && typeof schema.maxLength !== 'number') {
    problems.push(`${where}: text without maxLength`);
  }
  for (const [key, child] of Object.entries(isNode(schema.properties) ? schema.properties : {})) {
    if (isNode(child)) problems.push(...missingLimits(child, texts, `${path}/${key}`));
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    const child = schema[key];
    if (isNode(child)) problems.push(...missingLimits(child, texts, `${path}/${key}`));
  }
  for (const key of ['oneOf', 'anyOf', 'allOf'] as const) {
    const branches = schema[key];
    if (Array.isArray(branches)) {
      branches.forEach((branch, n) => {
        if (isNode(branch)) problems.push(...missingLimits(branch, texts, `${path}/${key}/${n}`));
      });
    }
  }
  return problems;
}

const schemas = (Object.values(realtime) as unknown[]).filter(
  (value): value is Node => isNode(value) && '$id' in value,
);

describe('realtime message schemas', () => {
  it('are found', () => {
    expect(schemas.map((schema) => schema.$id)).toEqual([
      'realtime/guestbook-hello',
      'realtime/guestbook-server-message',
    ]);
  });

  it('bound every number to a whole one within its column', () => {
    expect(schemas.flatMap((schema) => missingLimits(schema, false))).toEqual([]);
  });

  it('bound every text of the hello', () => {
    expect(missingLimits(realtime.guestbookHelloSchema as unknown as Node, true)).toEqual([]);
  });

  it('the rule catches what it is for', () => {
    const careless = {
      oneOf: [
        { type: 'object', properties: { seq: { type: 'integer', minimum: 0 }, share: { type: 'number' } } },
        {
          type: 'object',
          properties: { big: { type: 'integer', minimum: 0, maximum: 2 ** 60 }, s: { type: 'string' } },
        },
      ],
    };
    expect(missingLimits(careless, true)).toEqual([
      '/oneOf/0/seq: integer without a maximum ≤ SEQ_MAX',
      '/oneOf/0/share: a number that is not an integer',
      '/oneOf/1/big: integer without a maximum ≤ SEQ_MAX',
      '/oneOf/1/s: text without maxLength',
    ]);
  });
});
