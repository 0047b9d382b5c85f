import type { Schema } from './json-schema';

/** Small builders the contracts share (their results keep their literal types, for FromSchema). */

/** A value of `schema`, or null. */
export const orNull = <const S extends Schema>(schema: S) => ({ anyOf: [schema, { type: 'null' }] }) as const;

/** A text with its title. */
export const text = (title: string) => ({ type: 'string', title }) as const;

/** A count or quantity: a whole number from 0. */
export const count = (title: string) => ({ type: 'integer', title, minimum: 0 }) as const;

/** A closed object (no property but those it names) that must carry the properties `required` names. */
export const closedObject = <const P extends Record<string, Schema>, const R extends readonly (keyof P & string)[]>(
  required: R,
  properties: P,
) => ({ type: 'object', additionalProperties: false, required, properties }) as const;

/**
 * A closed object that always carries every property it names (the shape of an answer): `required`
 * is its properties' names, so a property added to it is never left optional by mistake.
 */
export const completeObject = <const P extends Record<string, Schema>>(properties: P) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties) as (keyof P & string)[],
    properties,
  }) as const;

/**
 * A closed request body: `required` names the fields it must carry, each with the message a body
 * without it gets (its order is the `required` list's); `messages` adds the body's other messages.
 */
export const bodyWithRequired = <
  const P extends Record<string, Schema>,
  const R extends { readonly [K in keyof P]?: string },
  const M extends Record<string, unknown> = Record<never, never>,
>(
  properties: P,
  required: R,
  messages: M = {} as M,
) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(required) as (keyof R & string)[],
    properties,
    errorMessage: { required, ...messages },
  }) as const;
