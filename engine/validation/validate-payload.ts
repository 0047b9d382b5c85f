import type { ErrorObject, ValidateFunction } from 'ajv';
import type { Schema } from '../../schemas/json-schema';
import { indonesianMessage, LIMIT_KEYWORDS } from './indonesian-message';
import { validatorFor } from './validator-for';

export { validatorFor };

export type FieldError = { field: string; message: string };
export type PayloadResult<T> = { ok: true; value: T } | { ok: false; errors: FieldError[] };

/** How deep objects and lists may nest in a payload; no schema of ours goes past a handful. */
export const MAX_PAYLOAD_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `Data terlalu bertingkat (maksimal ${MAX_PAYLOAD_DEPTH} tingkat)`;

/** A payload nested deeper than MAX_PAYLOAD_DEPTH: refused before anything walks further. */
export class PayloadTooDeepError extends Error {
  constructor() {
    super(TOO_DEEP_MESSAGE);
    this.name = 'PayloadTooDeepError';
  }
}

/** Only white space (spaces, tabs, line breaks, NBSP and the other Unicode spaces), or nothing. */
const BLANK = /^\s*$/;

/**
 * A field left blank is a field not given: a form's empty input, a text of only white space and a
 * missing JSON property get the same "wajib diisi" message. Any other text is kept exactly as
 * written (its spaces and line breaks are the writer's). Throws PayloadTooDeepError past
 * MAX_PAYLOAD_DEPTH levels.
 */
export function withoutBlankStrings(data: unknown, depth = 0): unknown {
  if (typeof data === 'string') return BLANK.test(data) ? '' : data;
  if (data === null || typeof data !== 'object') return data;
  if (depth >= MAX_PAYLOAD_DEPTH) throw new PayloadTooDeepError();
  if (Array.isArray(data)) return data.map((item) => withoutBlankStrings(item, depth + 1));
  const entries = Object.entries(data)
    .map(([key, value]) => [key, withoutBlankStrings(value, depth + 1)] as const)
    .filter(([, value]) => value !== '' && value !== undefined);
  return Object.fromEntries(entries);
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
  return validateWith<T>(validatorFor(schema), data);
}

/**
 * As validatePayload, with a validator already in hand (the owner's forms take theirs from
 * engine/validation/owner-validator-for.ts, precompiled apart from the guest's).
 */
export function validateWith<T>(validate: ValidateFunction, data: unknown): PayloadResult<T> {
  let value: unknown;
  try {
    value = withoutBlankStrings(data);
  } catch (error) {
    if (error instanceof PayloadTooDeepError) return { ok: false, errors: [{ field: '', message: error.message }] };
    throw error;
  }
  if (validate(value)) return { ok: true, value: value as T };
  return { ok: false, errors: fieldErrors(validate.errors ?? []) };
}

/**
 * The message of one error: the schema's own (`errorMessage`), else ajv's rule said in Indonesian.
 * A bound broken (too long, too large, too many, a year out of range) is said as such even where
 * the parent schema has one message for everything wrong with the field ("… harus berupa teks").
 */
function messageOf(error: ErrorObject): string {
  if (error.keyword !== 'errorMessage') return indonesianMessage(error);
  const originals = (error.params as { errors?: ErrorObject[] }).errors ?? [];
  const ownPath = error.schemaPath.replace(/\/errorMessage$/, '');
  const hiddenLimit = originals.find(
    (original) =>
      LIMIT_KEYWORDS.has(original.keyword) &&
      original.schemaPath.startsWith(`${ownPath}/properties/`) &&
      original.instancePath === error.instancePath,
  );
  return hiddenLimit ? indonesianMessage(hiddenLimit) : (error.message ?? '');
}

/** ajv's errors as one message per field (dotted path), the first found for each. */
export function fieldErrors(ajvErrors: ErrorObject[]): FieldError[] {
  const errors: FieldError[] = [];
  for (const error of ajvErrors) {
    if (error.keyword === 'if') continue;
    const field = fieldOf(error);
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: messageOf(error) });
  }
  return errors;
}
