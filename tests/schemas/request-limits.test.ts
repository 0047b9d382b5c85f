import { describe, expect, it } from 'vitest';
import { INT4_MAX } from '../../schemas/limits';
import * as authPayloads from '../../schemas/payloads/auth.payload';
import * as giftConfirmationPayloads from '../../schemas/payloads/gift-confirmation.payload';
import * as rsvpPayloads from '../../schemas/payloads/rsvp.payload';
import * as wishPayloads from '../../schemas/payloads/wish.payload';
import * as contentRequests from '../../schemas/requests/content';
import * as guestWriteRequests from '../../schemas/requests/guest-writes';
import * as guestbookRequests from '../../schemas/requests/guestbook';
import * as guestRequests from '../../schemas/requests/guests';
import * as invitationRequests from '../../schemas/requests/invitations';
import * as mediaRequests from '../../schemas/requests/media';
import * as publicPageRequests from '../../schemas/requests/public-page';

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

const schemas = schemasOf([
  authPayloads,
  giftConfirmationPayloads,
  rsvpPayloads,
  wishPayloads,
  contentRequests,
  guestWriteRequests,
  guestbookRequests,
  guestRequests,
  invitationRequests,
  mediaRequests,
  publicPageRequests,
]);

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
