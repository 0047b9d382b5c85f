import type { ValidateFunction } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_VALIDATED_SCHEMAS } from '../../engine/validation/browser-validated-schemas';
import { createAjv } from '../../engine/validation/create-ajv';
import { standaloneValidatorsModule } from '../../engine/validation/standalone-validators';
import { fieldErrors } from '../../engine/validation/validate-payload';
import { validatorFor } from '../../engine/validation/validator-for';
import type { Schema } from '../../schemas/json-schema';
import { importStandaloneModule } from './standalone-module';

/**
 * The browser's precompiled validators (ajv standalone, made by the app's build) against the
 * server's, compiled at run time: for every schema the browser validates, the same verdict and the
 * same errors, hence the same Indonesian messages, on payloads made from the schema itself: each
 * bound met and broken, each required field left out, each type swapped, unknown fields.
 */

type Node = {
  type?: string | readonly string[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  formatMinimum?: string;
  formatMaximum?: string;
  minimum?: number;
  maximum?: number;
  items?: Node;
  maxItems?: number;
  properties?: Record<string, Node>;
  required?: readonly string[];
};

const WRONG_TYPES: unknown[] = ['teks', 7, 1.5, true, null, [], {}];
const shifted = (timestamp: string, years: number) =>
  `${String(Number(timestamp.slice(0, 4)) + years).padStart(4, '0')}${timestamp.slice(4)}`;

/** Strings to try against a pattern: digits after the pattern's own literal prefixes, short to long. */
function patternCandidates(pattern: string): string[] {
  const prefixes = ['', ...(pattern.match(/\\?\+?\d+/g) ?? []).map((part) => part.replace(/\\/g, ''))];
  const strings = prefixes.flatMap((prefix) =>
    ['8', '81', '7'].flatMap((head) => [4, 6, 8, 10, 12].map((length) => `${prefix}${head}${'2'.repeat(length)}`)),
  );
  const regex = new RegExp(pattern);
  return [...strings.filter((s) => regex.test(s)).slice(0, 3), ...strings.filter((s) => !regex.test(s)).slice(0, 3)];
}

function stringCandidates(node: Node): unknown[] {
  const min = node.minLength ?? 0;
  const values: unknown[] = ['', 'a', 'x'.repeat(Math.max(min, 1)), ' '];
  if (min > 1) values.push('x'.repeat(min - 1));
  if (node.maxLength !== undefined) {
    // An emoji is one character to ajv (ucs2length) and two to String.length.
    values.push('x'.repeat(node.maxLength), 'x'.repeat(node.maxLength + 1), '😀'.repeat(node.maxLength));
  }
  if (node.pattern) values.push(...patternCandidates(node.pattern));
  if (node.format === 'date-time') {
    values.push('2024-05-01T10:00:00+07:00', '2024-05-01', 'kemarin', '2024-13-01T10:00:00Z');
    for (const bound of [node.formatMinimum, node.formatMaximum]) {
      if (bound) values.push(bound, shifted(bound, -1), shifted(bound, 1));
    }
  }
  return values;
}

function numberCandidates(node: Node): unknown[] {
  const values: unknown[] = [0, 1, -1, 2.5, '3'];
  for (const bound of [node.minimum, node.maximum]) {
    if (bound !== undefined) values.push(bound, bound - 1, bound + 1);
  }
  return values;
}

/** Values for a schema, valid and not: first the ones of its own types, then the others. */
function candidates(node: Node): unknown[] {
  const values: unknown[] = [];
  if ('const' in node) values.push(node.const, `${String(node.const)}x`);
  for (const type of [node.type ?? []].flat()) {
    if (type === 'string') values.push(...stringCandidates(node));
    if (type === 'integer' || type === 'number') values.push(...numberCandidates(node));
    if (type === 'boolean') values.push(true, false);
    if (type === 'null') values.push(null);
    if (type === 'array' && node.items) {
      const items = candidates(node.items);
      values.push([], ...items.map((item) => [item]), items.slice(0, 2));
      if (node.maxItems !== undefined) values.push(Array.from({ length: node.maxItems + 1 }, () => items[0]));
    }
    if (type === 'object' && node.properties) values.push(...objectCandidates(node));
  }
  return [...values, ...WRONG_TYPES];
}

/**
 * Objects for a schema: a base made of the first value each property's own schema accepts, then
 * the base with each property left out and with each of its candidate values, with an unknown
 * field, and empty.
 */
function objectCandidates(node: Node): unknown[] {
  const properties = Object.entries(node.properties ?? {});
  const ajv = createAjv({ strict: false });
  const base: Record<string, unknown> = {};
  for (const [name, property] of properties) {
    const accepts = ajv.compile(property as object);
    const first = candidates(property).find((value) => accepts(value));
    if (first !== undefined) base[name] = first;
  }
  const variants: unknown[] = [base, {}, { ...base, tidak_dikenal: 'x' }];
  for (const [name, property] of properties) {
    const { [name]: _left, ...without } = base;
    variants.push(without);
    for (const value of candidates(property)) variants.push({ ...base, [name]: value });
  }
  return variants;
}

const schemaId = (schema: Schema) => (schema as { $id: string }).$id;

let precompiled: (schema: Schema) => ValidateFunction;
let source: string;
let remove: (() => void) | undefined;

beforeAll(async () => {
  source = standaloneValidatorsModule(BROWSER_VALIDATED_SCHEMAS);
  let module: { validatorFor: typeof precompiled };
  ({ module, remove } = await importStandaloneModule<typeof module>(source, 'precompiled-validators'));
  precompiled = module.validatorFor;
});
afterAll(() => remove?.());

describe('the precompiled validators', () => {
  it('are plain code: no eval, no Function constructor', () => {
    expect(source).not.toMatch(/\beval\b|\bFunction\s*\(/);
    expect(source).not.toMatch(/\brequire\(/);
  });

  it.each(BROWSER_VALIDATED_SCHEMAS.map((schema) => [schemaId(schema), schema] as const))(
    'judge every payload made from %s as the run-time validator does, with the same messages',
    (_id, schema) => {
      const payloads = candidates(schema as Node);
      const browser = precompiled(schema);
      const server = validatorFor(schema);
      let valid = 0;
      for (const payload of payloads) {
        const verdict = server(payload);
        expect(browser(payload), JSON.stringify(payload)).toBe(verdict);
        expect(browser.errors ?? null).toEqual(server.errors ?? null);
        expect(fieldErrors(browser.errors ?? [])).toEqual(fieldErrors(server.errors ?? []));
        if (verdict) valid += 1;
      }
      // Both kinds were tried: the comparison is not all refusals.
      expect(valid).toBeGreaterThan(0);
      expect(payloads.length - valid).toBeGreaterThan(valid);
    },
  );

  it('know only the schemas they were built with', () => {
    expect(() => precompiled({ $id: 'payload/lain', type: 'object' })).toThrow(/payload\/lain/);
  });
});
