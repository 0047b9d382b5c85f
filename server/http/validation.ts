import type { FastifyInstance } from 'fastify';
import { createAjv } from '../../engine/validation/create-ajv';
import {
  fieldErrors,
  validatorFor,
  withoutBlankStrings,
  type FieldError,
} from '../../engine/validation/validate-payload';
import type { Schema } from '../../schemas/json-schema';
import { badRequest } from './http-error';

/**
 * Request validation with the browser's own validator (engine/validation): the same ajv options,
 * the same blank-field rule and the same messages. Query strings and params are coerced to the
 * schema's types; bodies are not.
 */
export function installSharedValidation(app: FastifyInstance): void {
  const coercing = createAjv({ coerceTypes: true });
  app.setValidatorCompiler(({ schema, httpPart }) => {
    if (httpPart !== 'body') {
      const validate = coercing.compile(schema);
      return (data: unknown) =>
        validate(data) ? { value: data } : { error: validationError(fieldErrors(validate.errors ?? [])) };
    }
    const validate = validatorFor(schema as Schema);
    return (data: unknown) => {
      const value = withoutBlankStrings(data);
      return validate(value) ? { value } : { error: validationError(fieldErrors(validate.errors ?? [])) };
    };
  });
}

/** A 400 for failed validation: the first field's message as `field: message`, then all of them. */
export function validationError(errors: FieldError[]) {
  const first = errors[0];
  return badRequest(
    first ? (first.field ? `${first.field}: ${first.message}` : first.message) : 'Data tidak valid',
    errors,
  );
}
