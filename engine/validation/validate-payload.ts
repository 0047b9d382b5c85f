import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Schema } from '../../schemas/json-schema';
import { createAjv } from './create-ajv';

export type FieldError = { field: string; message: string };
export type PayloadResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

const ajv = createAjv();
const compiled = new WeakMap<object, ValidateFunction>();

/** The compiled validator of a schema, compiled once. */
export function validatorFor(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema as object);
  if (!validate) {
    validate = ajv.compile(schema as object);
    compiled.set(schema as object, validate);
  }
  return validate;
}

/**
 * A field left blank is a field not given: a form's empty input and a missing JSON property get the
 * same "wajib diisi" message. Strings are trimmed of surrounding white space.
 */
export function withoutBlankStrings(data: unknown): unknown {
  if (typeof data === 'string') return data.trim();
  if (Array.isArray(data)) return data.map(withoutBlankStrings);
  if (data && typeof data === 'object') {
    const entries = Object.entries(data)
      .map(([key, value]) => [key, withoutBlankStrings(value)] as const)
      .filter(([, value]) => value !== '' && value !== undefined);
    return Object.fromEntries(entries);
  }
  return data;
}

function fieldOf(error: ErrorObject): string {
  const missing = (error.params as { missingProperty?: string; errors?: ErrorObject[] }).errors?.[0]?.params as
    { missingProperty?: string } | undefined;
  const property = missing?.missingProperty ?? (error.params as { missingProperty?: string }).missingProperty;
  const path = error.instancePath.replace(/^\//, '').replace(/\//g, '.');
  return [path, property].filter(Boolean).join('.');
}

/**
 * Validates a guest payload against its schema: the one function the browser and the server both
 * call, so a guest sees the same message in either place. One message per field, the first found.
 */
export function validatePayload<T>(schema: Schema, data: unknown): PayloadResult<T> {
  const value = withoutBlankStrings(data);
  const validate = validatorFor(schema);
  if (validate(value)) return { ok: true, value: value as T };
  return { ok: false, errors: fieldErrors(validate.errors ?? []) };
}

/** ajv's errors as one message per field (dotted path), the first found for each. */
export function fieldErrors(ajvErrors: ErrorObject[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const error of ajvErrors) {
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: error.message ?? '' });
  }
  return errors;
}
