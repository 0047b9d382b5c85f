import { describe, expect, it } from 'vitest';
import { eventCreateSchema } from '../../schemas/requests/content';
import { openApiSchema } from '../../server/plugins/api-docs-schema';

describe('openApiSchema', () => {
  it('drops ajv’s keywords at every depth, and keeps the ones of JSON Schema and OpenAPI', () => {
    const schema = {
      $id: 'request/sample',
      type: 'object',
      required: ['when'],
      properties: {
        when: { type: 'string', format: 'date-time', formatMinimum: '1900-01-01T00:00:00Z', errorMessage: 'x' },
        tags: { type: 'array', items: { anyOf: [{ type: 'string', transform: ['trim'] }, { const: 1 }] } },
      },
      if: { properties: { when: { const: 'a' } } },
      then: { required: ['tags'] },
      errorMessage: { required: { when: 'Waktu wajib diisi' } },
      'x-note': 'kept',
      example: { when: '2030-01-01T00:00:00Z' },
    };
    expect(openApiSchema(schema)).toEqual({
      type: 'object',
      required: ['when'],
      properties: {
        when: { type: 'string', format: 'date-time' },
        tags: { type: 'array', items: { anyOf: [{ type: 'string' }, { const: 1 }] } },
      },
      if: { properties: { when: { const: 'a' } } },
      then: { required: ['tags'] },
      'x-note': 'kept',
      example: { when: '2030-01-01T00:00:00Z' },
    });
  });

  it('leaves a property, a default or an example named like a keyword alone', () => {
    const schema = {
      type: 'object',
      properties: { errorMessage: { type: 'string', title: 'Pesan' }, $id: { type: 'string' } },
      default: { errorMessage: 'tetap', $id: 'tetap' },
      examples: [{ errorMessage: 'tetap' }],
    };
    expect(openApiSchema(schema)).toEqual(schema);
  });

  it('makes a copy: the route’s schema keeps its keywords for ajv', () => {
    const before = JSON.stringify(eventCreateSchema);
    expect(JSON.stringify(openApiSchema(eventCreateSchema))).not.toContain('formatMinimum');
    expect(JSON.stringify(eventCreateSchema)).toBe(before);
  });
});
